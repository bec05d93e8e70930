// Brings a section's heading into view below the sticky header (CSS scroll-padding-top on <html>)
// and moves focus there, so keyboard and screen-reader users land where they asked to go.
import { onVisitorInput } from './visitor-input.ts';
import { layOutWholePage } from './whole-page.ts';
import { readingLine } from '../frame/reading-line.ts';

/**
 * A smooth scroll aims at where the section is when it starts. If the page above it changes height
 * on the way (an image, a carousel measuring itself), it would stop short; when it ends, and the
 * visitor has not taken over by scrolling themselves, it is put right.
 */
function correctWhenSmoothScrollEnds(target: HTMLElement): void {
  let tookOver = false;
  let moved = false;
  const onScroll = () => {
    moved = true;
  };
  const stopListening = onVisitorInput(() => {
    tookOver = true;
  });
  const stop = () => {
    stopListening();
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('scrollend', onEnd);
  };
  const onEnd = () => {
    stop();
    if (tookOver) return;
    const off = target.getBoundingClientRect().top - readingLine();
    const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 1;
    if (Math.abs(off) > 2 && !(off > 0 && atBottom)) target.scrollIntoView({ behavior: 'instant', block: 'start' });
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('scrollend', onEnd);
  // Already there, so nothing scrolls and no scrollend comes: stop listening.
  window.setTimeout(() => {
    if (!moved) stop();
  }, 200);
}

export function scrollToSection(target: HTMLElement, behavior: ScrollBehavior): void {
  layOutWholePage();
  if (behavior === 'smooth' && 'onscrollend' in window) correctWhenSmoothScrollEnds(target);
  target.scrollIntoView({ behavior, block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
