import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { SwiperClass } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/effect-coverflow';
import 'swiper/css/pagination';
import type { SectionOf } from '../types.ts';
import { useSite } from '../../frame/site-context.tsx';
import { Inline } from '../../components/RichText.tsx';
import { ArrowButton } from '../../components/carousel/ArrowButton.tsx';
import { arrowKeyMove } from '../../components/carousel/arrow-key.ts';
import { PauseButton } from '../../components/carousel/PauseButton.tsx';
import { fillTemplate } from '../../content/fill-template.ts';
import { useAutoplayChoice } from '../../components/carousel/useAutoplayChoice.ts';
import { useIsSafari } from '../../components/carousel/useIsSafari.ts';
import { usePrefersReducedMotion } from '../../components/carousel/usePrefersReducedMotion.ts';
import { useLibraryNearScreen } from '../../components/carousel/use-library-near-screen.ts';
import { useNoSlideShadows, useSwiperAutoplay } from '../../components/carousel/useSwiperPlayback.ts';
import { SlideBody, type SlideLabels } from './SlideBody.tsx';
import '../section-heading.css';
import './skill-games.css';

// Swiper is fetched when the section comes near the screen; until then the section shows the same
// slides as Swiper's own markup, laid out where Swiper will put them (skill-games.css).
const loadCoverflow = () => import('./LiveCoverflow.tsx').then((module) => module.LiveCoverflow);

export function SkillGames({ section }: { section: SectionOf<'skillGames'> }) {
  const { carouselControls } = useSite();
  // Starts at 0 on the server and in the browser alike, so the prerendered first slide hydrates as is.
  const [activeIndex, setActiveIndex] = useState(0);
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  // The whole carousel, slides and buttons: the keyboard anywhere in it holds it (useAutoplayChoice).
  const root = useRef<HTMLDivElement>(null);
  const LiveCoverflow = useLibraryNearScreen(root, loadCoverflow);
  const { playing, moving, toggle } = useAutoplayChoice(root);
  // Held while a mouse is over the slides too: a slide being read must not turn away under the reader.
  const [hovered, setHovered] = useState(false);
  const isSafari = useIsSafari();
  const reducedMotion = usePrefersReducedMotion();
  useSwiperAutoplay(swiper, section.autoplayMs, { playing, moving: moving && !hovered });
  useNoSlideShadows(swiper, isSafari);
  const total = section.slides.length;
  const labels: SlideLabels = { slide: (index) => fillTemplate(carouselControls.slide, { n: index + 1, total }) };
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
        {LiveCoverflow ? (
          <LiveCoverflow
            section={section}
            activeIndex={activeIndex}
            labels={labels}
            bulletMessage={fillTemplate(carouselControls.goTo, { n: '{{index}}' })}
            slideShadows={!isSafari}
            reducedMotion={reducedMotion}
            onSwiper={setSwiper}
            onSlideChange={setActiveIndex}
          />
        ) : (
          // Swiper's own markup before it starts: the same classes, so its stylesheet lays it out.
          <div className="swiper skill-games-swiper">
            <div className="swiper-wrapper">
              {section.slides.map((slide, index) => (
                <div
                  key={index}
                  className="swiper-slide skill-slide"
                  role="group"
                  aria-label={labels.slide(index)}
                  data-index={index}
                  data-active={index === 0}
                >
                  <SlideBody slide={slide} active={index === 0} />
                </div>
              ))}
            </div>
            <div className="swiper-pagination" />
          </div>
        )}
      </div>
      <div className="carousel-controls">
        <ArrowButton direction="previous" label={carouselControls.previous} onClick={() => swiper?.slidePrev()} />
        <PauseButton playing={playing} onToggle={toggle} labels={carouselControls} />
        <ArrowButton direction="next" label={carouselControls.next} onClick={() => swiper?.slideNext()} />
      </div>
    </div>
  );
}
