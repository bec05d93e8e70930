import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Swiper, SwiperSlide, type SwiperClass } from 'swiper/react';
import { A11y, EffectCoverflow, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/effect-coverflow';
import 'swiper/css/pagination';
import type { SectionOf } from '../types.ts';
import { useSite } from '../../frame/site-context.tsx';
import { Inline } from '../../components/RichText.tsx';
import { Picture } from '../../components/Picture.tsx';
import { ArrowButton } from '../../components/carousel/ArrowButton.tsx';
import { arrowKeyMove } from '../../components/carousel/arrow-key.ts';
import { PauseButton } from '../../components/carousel/PauseButton.tsx';
import { fillTemplate } from '../../content/fill-template.ts';
import { useAutoplayChoice } from '../../components/carousel/useAutoplayChoice.ts';
import { useIsSafari } from '../../components/carousel/useIsSafari.ts';
import { usePrefersReducedMotion } from '../../components/carousel/usePrefersReducedMotion.ts';
import { useNoSlideShadows, useSwiperAutoplay } from '../../components/carousel/useSwiperPlayback.ts';
import '../section-heading.css';
import './skill-games.css';

// The arrows are our own buttons under the carousel (no icon font, same look as the other
// carousels), so Swiper's Navigation module is not needed. Nor is its Keyboard module: it listens
// to the whole document whenever the carousel is on screen, so Page Up / Page Down stopped
// scrolling the page and arrow keys meant for another carousel moved this one too. The arrow
// keys work while the slides' box has focus instead, as in the reviews carousel.
// Nor its Autoplay module: the slides move on the site's own ticker (useSwiperAutoplay says why).
const modules = [EffectCoverflow, Pagination, A11y];

export function SkillGames({ section }: { section: SectionOf<'skillGames'> }) {
  const { carouselControls } = useSite();
  // Starts at 0 on the server and in the browser alike, so the prerendered first slide hydrates as is.
  const [activeIndex, setActiveIndex] = useState(0);
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  // The whole carousel, slides and buttons: the keyboard anywhere in it holds it (useAutoplayChoice).
  const root = useRef<HTMLDivElement>(null);
  const { playing, moving, toggle } = useAutoplayChoice(root);
  // Held while a mouse is over the slides too: a slide being read must not turn away under the reader.
  const [hovered, setHovered] = useState(false);
  const isSafari = useIsSafari();
  const reducedMotion = usePrefersReducedMotion();
  useSwiperAutoplay(swiper, section.autoplayMs, { playing, moving: moving && !hovered });
  useNoSlideShadows(swiper, isSafari);
  const total = section.slides.length;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // From the box itself or a pagination button in it (nothing in the box takes text input).
    const move = arrowKeyMove(event.key);
    if (!swiper || !move) return;
    event.preventDefault();
    if (move === 'previous') swiper.slidePrev();
    else swiper.slideNext();
  };

  // A mouse only, as Swiper's own hold on hover: a finger on the slides swipes them.
  const holdWhileHovered = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse') setHovered(event.type === 'pointerenter');
  };

  return (
    <div className="skill-games" ref={root}>
      <h2 className="section-heading">{section.heading}</h2>
      {section.intro ? (
        <p className="section-intro">
          <Inline text={section.intro} />
        </p>
      ) : null}
      <div
        className="skill-games-stage"
        role="group"
        aria-label={section.heading}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerEnter={holdWhileHovered}
        onPointerLeave={holdWhileHovered}
      >
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
            slideShadows: !isSafari,
          }}
          pagination={{ clickable: true, bulletElement: 'button' }}
          a11y={{
            paginationBulletMessage: fillTemplate(carouselControls.goTo, { n: '{{index}}' }),
            // The slides carry their "n of total" label from React (below), so it is in the
            // prerendered HTML too; Swiper must not relabel them with its own English default.
            slideLabelMessage: '',
          }}
          onSwiper={setSwiper}
          onSlideChange={(current) => setActiveIndex(current.realIndex)}
        >
          {section.slides.map((slide, index) => {
            const active = index === activeIndex;
            return (
              <SwiperSlide
                key={index}
                className="skill-slide"
                role="group"
                aria-label={fillTemplate(carouselControls.slide, { n: index + 1, total })}
                data-index={index}
                data-active={active}
              >
                {/* swiper-slide-transform: the coverflow turns and shades this card only, not the
                    caption under it, so its shadows never darken the words' area. */}
                <div className="skill-slide-card swiper-slide-transform">
                  <Picture image={slide.image} className="skill-slide-image" width={480} height={360} />
                </div>
                {/* Only the slide in front shows its words. The others keep their room (see the CSS)
                    so the carousel's height never changes, and are inert so nothing in them can take
                    focus, even a link a marketer puts in a description. */}
                <div className="skill-slide-caption" hidden={!active} aria-hidden={active ? undefined : true} inert={!active}>
                  <h3 className="skill-slide-title">{slide.heading}</h3>
                  <p className="skill-slide-text">
                    <Inline text={slide.description} />
                  </p>
                </div>
              </SwiperSlide>
            );
          })}
        </Swiper>
      </div>
      <div className="carousel-controls">
        <ArrowButton direction="previous" label={carouselControls.previous} onClick={() => swiper?.slidePrev()} />
        <PauseButton playing={playing} onToggle={toggle} labels={carouselControls} />
        <ArrowButton direction="next" label={carouselControls.next} onClick={() => swiper?.slideNext()} />
      </div>
    </div>
  );
}
