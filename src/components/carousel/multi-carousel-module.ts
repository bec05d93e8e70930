// react-multi-carousel, fetched when a carousel comes near the screen (use-library-near-screen.ts).
// It is CommonJS (exports.default = Carousel): a dynamic import of it from this "type": "module"
// package gives the class one, two or three `default`s deep, depending on the bundler and the
// test runner; rendering one of the wrapping objects is React error #130 and a blank section.
// Unwrapped once, here.
// Its stylesheet is not imported: it pulls an icon font for arrows we draw ourselves. The few
// layout rules the carousel needs are in carousel.css.
import type CarouselClass from 'react-multi-carousel';

export type Carousel = typeof CarouselClass;
export type CarouselInstance = InstanceType<Carousel>;

type Wrapped = Carousel | { default?: Wrapped };

function unwrap(module: Wrapped): Carousel {
  let found = module;
  while (typeof found !== 'function' && found.default) found = found.default;
  if (typeof found !== 'function') throw new Error('react-multi-carousel has no Carousel component');
  return found;
}

export const loadMultiCarousel = (): Promise<Carousel> => import('react-multi-carousel').then((module) => unwrap(module as Wrapped));
