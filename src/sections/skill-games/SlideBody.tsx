import type { SectionOf } from '../types.ts';
import { Inline } from '../../components/RichText.tsx';
import { Picture } from '../../components/Picture.tsx';

type Slide = SectionOf<'skillGames'>['slides'][number];

export interface SlideLabels {
  /** A slide's name for screen readers: "n of total" (site.yaml carouselControls.slide). */
  slide: (index: number) => string;
}

/** A slide's card and words, the same in the prerendered row and in Swiper's. */
export function SlideBody({ slide, active }: { slide: Slide; active: boolean }) {
  return (
    <>
      {/* swiper-slide-transform: the coverflow turns and shades this card only, not the caption
          under it, so its shadows never darken the words' area. */}
      <div className="skill-slide-card swiper-slide-transform">
        <Picture image={slide.image} className="skill-slide-image" width={480} height={360} />
      </div>
      {/* Only the slide in front shows its words. The others keep their room (see the CSS) so the
          carousel's height never changes, and are inert so nothing in them can take focus, even a
          link a marketer puts in a description. */}
      <div className="skill-slide-caption" hidden={!active} aria-hidden={active ? undefined : true} inert={!active}>
        <h3 className="skill-slide-title">{slide.heading}</h3>
        <p className="skill-slide-text">
          <Inline text={slide.description} />
        </p>
      </div>
    </>
  );
}
