import { useEffect } from 'react';
import type { SwiperClass } from 'swiper/react';

const shadowSelector = '.swiper-slide-shadow-left, .swiper-slide-shadow-right, .swiper-slide-shadow-top, .swiper-slide-shadow-bottom';

/**
 * Starts and stops a Swiper's autoplay to follow the pause/play choice. Swiper starts autoplay
 * itself when it initialises, so this also stops it at once for visitors who asked for less motion.
 * While it plays, the slides' live region is silenced (as Swiper's own a11y module does at start);
 * once stopped, changes made by the visitor are announced again.
 */
export function useSwiperAutoplay(swiper: SwiperClass | null, playing: boolean): void {
  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (playing && !swiper.autoplay.running) swiper.autoplay.start();
    if (!playing && swiper.autoplay.running) swiper.autoplay.stop();
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
