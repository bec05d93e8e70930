import type { SectionOf } from '../types.ts';
import { Inline } from '../../components/RichText.tsx';
import { Picture } from '../../components/Picture.tsx';
import { useSite } from '../../frame/site-context.tsx';
import '../section-heading.css';
import './how-to-use.css';

// The schema only admits .mp4 and .webm, so the extension is enough to tell the browser whether it
// can play the file before it downloads any of it.
function videoType(path: string): string {
  return path.toLowerCase().endsWith('.webm') ? 'video/webm' : 'video/mp4';
}

export function HowToUse({ section }: { section: SectionOf<'howToUse'> }) {
  const { brand } = useSite();
  const headingId = `${section.id}-heading`;
  return (
    <div className="how-to-use">
      <h2 id={headingId} className="section-heading">
        {section.heading}
      </h2>
      {section.intro ? (
        <p className="section-intro">
          <Inline text={section.intro} />
        </p>
      ) : null}
      <div className="how-to-use-frame">
        {section.video ? (
          // Never autoplay, and preload nothing: the video is large and many visitors are on
          // mobile data. The heading names the player for screen readers.
          <video className="how-to-use-media" controls preload="none" playsInline poster={section.poster.src} aria-labelledby={headingId}>
            <source src={section.video} type={videoType(section.video)} />
            {section.captions ? <track kind="captions" src={section.captions} srcLang={brand.lang} default /> : null}
          </video>
        ) : (
          <Picture image={section.poster} className="how-to-use-media" width={960} height={540} />
        )}
      </div>
    </div>
  );
}
