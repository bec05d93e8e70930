import { useEffect, useRef } from 'react';
import type { SwiperClass } from 'swiper/react';
import { useTicker } from './useTicker.ts';

const shadowSelector = '.swiper-slide-shadow-left, .swiper-slide-shadow-right, .swiper-slide-shadow-top, .swiper-slide-shadow-bottom';

/**
 * Moves a Swiper on by one slide every `intervalMs` while `moving`, on the site's own ticker like
 * the other carousels. Not Swiper's Autoplay module: it runs a requestAnimationFrame loop for as
 * long as it plays (to report the time left), so the page drew 60 frames a second for the whole
 * visit, with nothing moving and the carousel long scrolled away: a quarter of a core here, more
 * on a budget phone.
 * While the carousel is set to play, its slides' live region is silenced (as Swiper's own a11y
 * module does for its autoplay); once stopped, changes made by the visitor are announced again.
 */
export function useSwiperAutoplay(
  swiper: SwiperClass | null,
  intervalMs: number,
  { playing, moving }: { playing: boolean; moving: boolean },
): void {
  const tick = useTicker(intervalMs, moving && swiper !== null);
  const shown = useRef(tick);
  useEffect(() => {
    if (tick === shown.current) return;
    shown.current = tick;
    if (swiper && !swiper.destroyed) return turnOnce(swiper);
  }, [swiper, tick]);
  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    swiper.wrapperEl?.setAttribute('aria-live', playing ? 'off' : 'polite');
  }, [swiper, playing]);
}

/**
 * One turn on its own, without a layout shift. Before a looping Swiper slides, it moves a slide from
 * the front of its row to the end and shifts the row back by a slide's width (loopFix), so nothing
 * moves on screen; then it starts the row's transition. Both in one frame, Chromium sees the slides'
 * places change while their row's transform is already animating, and counts the turn as a layout
 * shift: 0.098 for every turn the coverflow made on screen at 1280 px, though a visitor sees only
 * the slide. So the loop is fixed in one frame, which Chromium sees as the compensated move it is,
 * and the slide starts in the next. Returns what cancels a turn not yet started.
 *
 * A turn due while the last one is still moving is left out, as Swiper's own slideNext leaves it:
 * re-arranging the row under a moving slide is what Chromium counts as a shift, and what a visitor
 * sees jump. On a busy phone the last turn's transitionend can come more than a turn late.
 */
function turnOnce(swiper: SwiperClass): (() => void) | undefined {
  if (swiper.animating) return;
  // loopFix is Swiper's own step of slideNext (its types mark it internal): the slideNext below
  // finds the loop already fixed and moves nothing more.
  if (swiper.params.loop) swiper.loopFix({ direction: 'next' });
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      if (!swiper.destroyed) swiper.slideNext();
    });
  });
  return () => cancelAnimationFrame(frame);
}

/**
 * Turns the coverflow's slide shadows off on a live Swiper. Swiper is created before the browser
 * is known (useIsSafari reads it in an effect, after hydration), and Swiper React does not pass
 * later changes of `coverflowEffect` on to it, so the setting is changed on the instance and the
 * shadows it has already drawn are removed.
 */
export function useNoSlideShadows(swiper: SwiperClass | null, off: boolean): void {
  useEffect(() => {
    if (!swiper || swiper.destroyed || !off) return;
    const coverflow = swiper.params.coverflowEffect;
    if (coverflow) coverflow.slideShadows = false;
    swiper.el.querySelectorAll(shadowSelector).forEach((shadow) => shadow.remove());
  }, [swiper, off]);
}
