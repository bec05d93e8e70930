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
    if (swiper && !swiper.destroyed) swiper.slideNext();
  }, [swiper, tick]);
  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    swiper.wrapperEl?.setAttribute('aria-live', playing ? 'off' : 'polite');
  }, [swiper, playing]);
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
