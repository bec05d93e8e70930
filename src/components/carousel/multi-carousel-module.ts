// react-multi-carousel is CommonJS. Imported from this "type": "module" package its default import
// arrives as the module object ({ default: Carousel }) in some loaders and as the class in others;
// rendering the object is React error #130 and a blank section. Unwrap once, here.
import CarouselModule from 'react-multi-carousel';
// Its stylesheet is not imported: it pulls an icon font for arrows we draw ourselves. The few
// layout rules the carousel needs are in carousel.css.

export const Carousel = (CarouselModule as unknown as { default?: typeof CarouselModule }).default ?? CarouselModule;
export type CarouselInstance = InstanceType<typeof Carousel>;
