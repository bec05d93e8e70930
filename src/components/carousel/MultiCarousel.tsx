import { Children, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import type { CarouselBreakpoints } from '../../content/site.generated.ts';
import { useSite } from '../../frame/site-context.tsx';
import { ArrowButton } from './ArrowButton.tsx';
import { arrowKeyMove } from './arrow-key.ts';
import { PauseButton } from './PauseButton.tsx';
// Its width ranges reach the page's CSS through breakpointCss in src/build/theme-css.ts.
import { toMultiCarouselResponsive } from './breakpoints.ts';
import { loadMultiCarousel, type CarouselInstance } from './multi-carousel-module.ts';
import { useAutoplayChoice } from './useAutoplayChoice.ts';
import { useLibraryNearScreen } from './use-library-near-screen.ts';
import { fillTemplate } from '../../content/fill-template.ts';
import './carousel.css';

interface MultiCarouselProps {
  /** The section's id: ties the breakpoint CSS to this carousel and names it for browser tests. */
  scope: string;
  /** The carousel's name for screen readers (its section's heading): the slides' box takes focus. */
  label: string;
  responsive: CarouselBreakpoints;
  autoplayMs: number;
  /**
   * Left/right arrow keys move it while its slides' box has focus. react-multi-carousel's own
   * keyBoardControl only listens to keys whose target is inside its list, and nothing in the list
   * may take focus (hidden items are aria-hidden), so the box around the list handles the keys.
   */
  keyBoardControl?: boolean;
  className?: string;
  /** One element per item, each with a key. Nothing inside may be focusable: off-screen items are aria-hidden. */
  children: ReactElement[];
}

/**
 * react-multi-carousel with its width guessing taken out of the first paint. The server and the
 * hydrating browser render the same plain list, laid out by CSS media queries built from the same
 * site.yaml ranges; once the library has arrived (it is fetched when the carousel comes near the
 * screen), the live carousel takes over with the same item widths, so nothing moves. Own arrows
 * (no icon font) and a pause button sit under it.
 */
export function MultiCarousel({ scope, label, responsive, autoplayMs, keyBoardControl = false, className, children }: MultiCarouselProps) {
  const { carouselControls } = useSite();
  const box = useRef<HTMLDivElement>(null);
  const Carousel = useLibraryNearScreen(box, loadMultiCarousel);
  const { playing, moving, toggle } = useAutoplayChoice(box);
  const carousel = useRef<CarouselInstance>(null);
  // Moves are announced only once the visitor has moved it by hand (and it is not playing): while
  // it moves by itself that would drown out the page (APG carousel pattern), and the swap from the
  // prerendered list to the live carousel must not be read out as news.
  const [movedByHand, setMovedByHand] = useState(false);
  const move = (direction: 'previous' | 'next') => {
    setMovedByHand(true);
    if (direction === 'previous') carousel.current?.previous(0);
    else carousel.current?.next(0);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const direction = arrowKeyMove(event.key);
    if (!keyBoardControl || event.target !== event.currentTarget || !direction) return;
    event.preventDefault();
    move(direction);
  };
  const total = Children.count(children);
  // Each item is a group named "n of total" (site.yaml carouselControls.slide), like the coverflow's slides.
  const items = Children.toArray(children).map((child, index) => (
    <div
      key={index}
      className="multi-carousel-slide"
      role="group"
      aria-label={fillTemplate(carouselControls.slide, { n: index + 1, total })}
    >
      {child}
    </div>
  ));

  return (
    <div ref={box} className={`multi-carousel${className ? ` ${className}` : ''}`} data-carousel={scope} data-live={Boolean(Carousel)}>
      <div
        className="multi-carousel-viewport"
        role="group"
        aria-label={label}
        tabIndex={keyBoardControl ? 0 : undefined}
        onKeyDown={keyBoardControl ? onKeyDown : undefined}
        aria-live={movedByHand && !playing ? 'polite' : 'off'}
      >
        {Carousel ? (
          <Carousel
            ref={carousel}
            responsive={toMultiCarouselResponsive(responsive)}
            autoPlay={moving}
            autoPlaySpeed={autoplayMs}
            infinite
            keyBoardControl={keyBoardControl}
            slidesToSlide={1}
            arrows={false}
            containerClass="multi-carousel-list"
            sliderClass="multi-carousel-track"
            itemClass="multi-carousel-item"
          >
            {items}
          </Carousel>
        ) : (
          // The library's own class names, so its stylesheet and ours lay this out like the live one.
          <div className="react-multi-carousel-list multi-carousel-list multi-carousel-static">
            <ul className="react-multi-carousel-track multi-carousel-track">
              {items.map((item, index) => (
                <li key={index} className="react-multi-carousel-item multi-carousel-item">
                  {item}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <div className="carousel-controls">
        <ArrowButton direction="previous" label={carouselControls.previous} onClick={() => move('previous')} />
        <PauseButton playing={playing} onToggle={toggle} labels={carouselControls} />
        <ArrowButton direction="next" label={carouselControls.next} onClick={() => move('next')} />
      </div>
    </div>
  );
}
