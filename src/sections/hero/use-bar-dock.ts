import { useLayoutEffect, type RefObject } from 'react';
import { readingLine } from '../../frame/reading-line.ts';

/**
 * Above this share of the screen's height a bar fixed to its bottom hides more of the page than it
 * helps (a phone set to large text, or turned on its side): it then takes its place in the hero
 * instead, as the desktop's buttons do. It docks again below the lower share, so a bar whose height
 * differs a little between its two places cannot flip back and forth.
 */
const undockAbove = 0.4;
const dockBelow = 0.3;

/**
 * Keeps the phone's download bar fixed to the bottom of the screen only while it leaves most of the
 * screen to the page (data-docked on the bar, read by hero.css), and publishes the height it covers
 * as --download-bar-height, so the footer keeps that much room under its artwork and Tab scrolls
 * what it reaches clear of it: the bar's height follows the words in it (the disclaimer is the
 * operator's and its length changes) and the visitor's text size, which CSS alone cannot know.
 * While the bar is hidden (wider screens) or in the hero, it covers nothing: 0.
 *
 * The height is written only where the stylesheet's own room is not right for the bar (see
 * `roomFits`), and from then on at every change. It is measured in the commit that renders the
 * hero, before the page is scrolled anywhere: Back to a place in the home page's footer is restored
 * in that same commit (React Router's ScrollRestoration), and a footer still without its room would
 * leave the visitor short of it by the bar's height.
 */
export function useBarDock(bar: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    let written = false;
    const place = () => {
      const height = Math.ceil(element.getBoundingClientRect().height);
      const docked = element.dataset.docked !== 'false';
      const share = height / window.innerHeight;
      const dock = docked ? share <= undockAbove : share < dockBelow;
      if (dock !== docked) keepingWhatIsBelow(element, () => (element.dataset.docked = String(dock)));
      const covered = dock ? height : 0;
      if (!written && roomFits(root, covered)) return;
      root.style.setProperty('--download-bar-height', `${covered}px`);
      written = true;
    };
    place();
    const observer = new ResizeObserver(place);
    observer.observe(element);
    window.addEventListener('resize', place);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', place);
      delete element.dataset.docked;
      root.style.removeProperty('--download-bar-height');
    };
  }, [bar]);
}

/**
 * The stylesheet keeps room for the bar before any script runs: --download-bar-room (hero.css), what
 * the bar takes with today's words at that width, none where there is no bar. That room stands while
 * it covers the bar with at most half a line to spare. Writing the measured height instead would
 * change nothing anyone sees, and it is not free: a variable set on <html> restyles the whole page
 * (3-9 ms on the home page, measured unthrottled), and the page's height changes after it was
 * painted, in the middle of hydration.
 */
const spareRoomPx = 8;

function roomFits(root: HTMLElement, covered: number): boolean {
  const style = getComputedStyle(root);
  const room = /^(\d*\.?\d+)(px|rem)$/.exec(style.getPropertyValue('--download-bar-room').trim());
  const roomPx = room ? Number(room[1]) * (room[2] === 'rem' ? Number.parseFloat(style.fontSize) : 1) : 0;
  return roomPx >= covered && roomPx - covered <= spareRoomPx;
}

/**
 * Docks or undocks `bar` (`change`) without moving what the visitor is reading below its place in
 * the hero. A visitor who arrived at /#games on a phone set to large text was scrolled there by the
 * browser before the bar left the bottom of the screen; the 500-600 px it then added to the hero
 * pushed the section off the screen, and the browser's scroll anchoring did not make up for it. So
 * when the bar's place in the hero is above the reading area (under the sticky header or higher),
 * the hero's bottom edge is kept where it was; nothing moves when scroll anchoring has already done
 * it. Where the visitor can see that place, the bar simply comes or goes there.
 */
function keepingWhatIsBelow(bar: HTMLElement, change: () => void): void {
  const hero = bar.closest('section');
  const wasInHero = bar.dataset.docked === 'false';
  const placeBefore = bar.getBoundingClientRect().top;
  const heroBottom = hero?.getBoundingClientRect().bottom;
  change();
  if (!hero || heroBottom === undefined) return;
  const place = wasInHero ? placeBefore : bar.getBoundingClientRect().top;
  if (place >= readingLine()) return;
  const moved = hero.getBoundingClientRect().bottom - heroBottom;
  if (moved !== 0) window.scrollBy({ top: moved, behavior: 'instant' });
}
