import { useEffect, type RefObject } from 'react';

/**
 * Publishes the fixed download bar's height as --download-bar-height on the page, so the footer
 * can keep that much room under its artwork: the bar's height follows the words in it (the
 * disclaimer is the operator's and its length changes), which CSS alone cannot know. While the
 * bar is hidden (wider screens) its height is 0.
 */
export function useBarHeight(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--download-bar-height', `${Math.ceil(element.getBoundingClientRect().height)}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--download-bar-height');
    };
  }, [bar]);
}
