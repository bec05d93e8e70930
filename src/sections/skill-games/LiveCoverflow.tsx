// Swiper's coverflow, fetched when the SKILL BASED GAME section comes near the screen
// (SkillGames.tsx): until then the section shows the same slides prerendered, where Swiper puts them.
import { Swiper, SwiperSlide, type SwiperClass } from 'swiper/react';
import { A11y, EffectCoverflow, Pagination } from 'swiper/modules';
import type { SectionOf } from '../types.ts';
import { SlideBody, type SlideLabels } from './SlideBody.tsx';

// The arrows are our own buttons under the carousel (no icon font, same look as the other
// carousels), so Swiper's Navigation module is not needed. Nor is its Keyboard module: it listens
// to the whole document whenever the carousel is on screen, so Page Up / Page Down stopped
// scrolling the page and arrow keys meant for another carousel moved this one too. The arrow
// keys work while the slides' box has focus instead, as in the reviews carousel.
// Nor its Autoplay module: the slides move on the site's own ticker (useSwiperAutoplay says why).
const modules = [EffectCoverflow, Pagination, A11y];

export interface LiveCoverflowProps {
  section: SectionOf<'skillGames'>;
  activeIndex: number;
  labels: SlideLabels;
  /** Swiper's message for a pagination bullet, with {{index}} where the slide's number goes. */
  bulletMessage: string;
  slideShadows: boolean;
  reducedMotion: boolean;
  onSwiper: (swiper: SwiperClass) => void;
  onSlideChange: (index: number) => void;
}

export function LiveCoverflow({
  section,
  activeIndex,
  labels,
  bulletMessage,
  slideShadows,
  reducedMotion,
  onSwiper,
  onSlideChange,
}: LiveCoverflowProps) {
  return (
    <Swiper
      className="skill-games-swiper"
      modules={modules}
      effect="coverflow"
      centeredSlides
      slidesPerView="auto"
      loop
      grabCursor
      // For visitors who asked for less motion a slide changes at once instead of sliding over.
      speed={reducedMotion ? 0 : section.speedMs}
      coverflowEffect={{
        rotate: section.coverflow.rotate,
        depth: section.coverflow.depth,
        modifier: section.coverflow.modifier,
        // Read at start-up only; useNoSlideShadows applies a later change to the live Swiper.
        slideShadows,
      }}
      pagination={{ clickable: true, bulletElement: 'button' }}
      a11y={{
        paginationBulletMessage: bulletMessage,
        // The slides carry their "n of total" label from React, so it is in the prerendered HTML
        // too; Swiper must not relabel them with its own English default.
        slideLabelMessage: '',
      }}
      onSwiper={onSwiper}
      onSlideChange={(current) => onSlideChange(current.realIndex)}
    >
      {section.slides.map((slide, index) => (
        <SwiperSlide
          key={index}
          className="skill-slide"
          role="group"
          aria-label={labels.slide(index)}
          data-index={index}
          data-active={index === activeIndex}
        >
          <SlideBody slide={slide} active={index === activeIndex} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
