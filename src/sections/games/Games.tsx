import { useCallback, useRef } from 'react';
import type { SectionOf } from '../types.ts';
import type { GameSet } from '../../content/site.generated.ts';
import { useSite } from '../../frame/site-context.tsx';
import { useHydrated } from '../../frame/hooks/use-hydrated.ts';
import { Inline } from '../../components/RichText.tsx';
import { Picture } from '../../components/Picture.tsx';
import { PauseButton } from '../../components/carousel/PauseButton.tsx';
import { useAutoplayChoice } from '../../components/carousel/useAutoplayChoice.ts';
import { useTicker } from '../../components/carousel/useTicker.ts';
import { nextImagesDrawn } from './next-images-drawn.ts';
import '../section-heading.css';
import './games.css';

/**
 * One image set. Its images are stacked in a fixed 4:3 box and cross-fade, so the page never
 * moves; only the image on show is exposed to screen readers.
 *
 * The prerendered page holds only the image on show. The set sits within the browser's lazy-loading
 * distance of the first screen, so every stacked image was fetched at the start, sharing a phone's
 * slow link with the stylesheet and the font the first paint waits for. Once the page's code runs
 * and the set has come on screen (`seen`), the next image is drawn, ready for the first turn (a turn
 * comes only while the set is on screen), and each turn draws the one after; the images already
 * shown stay. Drawing them all at once had the browser fetch and read five more images as the page
 * hydrated, its busiest moment (an SVG image is a document of its own, parsed and laid out on the
 * main thread); on a phone the set starts just below the first screen, so even the next one waits
 * for the visitor to scroll to it. Without JavaScript nothing turns and the first image is all there
 * is to see.
 */
function GameSetPanel({ set, turns, seen }: { set: GameSet; turns: number; seen: boolean }) {
  const hydrated = useHydrated();
  const current = turns % set.images.length;
  return (
    <article className="games-panel">
      <div className="games-frame">
        {set.images.map((image, index) => {
          const active = index === current;
          const drawn = active || (hydrated && (index <= turns || (seen && index === turns + 1)));
          return (
            <div key={index} className="games-image" data-active={active} aria-hidden={active ? undefined : true}>
              {drawn ? <Picture image={image} width={480} height={360} /> : null}
            </div>
          );
        })}
        {set.images.length > 1 ? (
          // Which image is showing, for sighted visitors; screen readers already get only that one.
          <span className="games-dots" aria-hidden="true">
            {set.images.map((_image, index) => (
              <span key={index} className="games-dot" data-active={index === current} />
            ))}
          </span>
        ) : null}
      </div>
      <div className="games-panel-body">
        <h3 className="games-panel-title">{set.title}</h3>
        <p className="games-panel-text">
          <Inline text={set.description} />
        </p>
      </div>
    </article>
  );
}

export function Games({ section }: { section: SectionOf<'games'> }) {
  const { carouselControls } = useSite();
  const root = useRef<HTMLDivElement>(null);
  const { playing, moving, toggle, seen } = useAutoplayChoice(root);
  // One clock for every panel: they change together, and one button stops them all. A turn waits
  // for the images it brings on (next-images-drawn.ts).
  const nextDrawn = useCallback(() => nextImagesDrawn(root.current), []);
  const tick = useTicker(section.rotateMs, moving, nextDrawn);

  return (
    <div className="games" ref={root}>
      <h2 className="section-heading">{section.heading}</h2>
      {section.intro ? (
        <p className="section-intro">
          <Inline text={section.intro} />
        </p>
      ) : null}
      <ul className="games-sets" data-count={section.sets.length}>
        {section.sets.map((set, index) => (
          <li key={index} className="games-set">
            <GameSetPanel set={set} turns={tick} seen={seen} />
          </li>
        ))}
      </ul>
      <div className="carousel-controls">
        <PauseButton playing={playing} onToggle={toggle} labels={carouselControls} />
      </div>
      {section.modes ? (
        <ul className="games-modes">
          {section.modes.map((mode, index) => (
            <li key={index} className="games-mode">
              <h3 className="games-mode-title">{mode.title}</h3>
              <p className="games-mode-text">
                <Inline text={mode.description} />
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
