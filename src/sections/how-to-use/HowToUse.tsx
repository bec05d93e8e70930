import { useState, type SyntheticEvent } from 'react';
import type { SectionOf } from '../types.ts';
import { Inline } from '../../components/RichText.tsx';
import { Picture } from '../../components/Picture.tsx';
import { useSite } from '../../frame/site-context.tsx';
import { useHydrated } from '../../frame/hooks/use-hydrated.ts';
import { ifScriptsFailAttribute } from '../../frame/if-scripts-fail.ts';
import { sourceLang } from '../../frame/site-shell.ts';
import { videoLength, videoType } from './video-facts.ts';
import '../section-heading.css';
import './how-to-use.css';

export function HowToUse({ section }: { section: SectionOf<'howToUse'> }) {
  const [started, setStarted] = useState(false);
  const hydrated = useHydrated();
  const headingId = `${section.id}-heading`;
  const { video } = section;
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
        {video ? (
          <>
            {/* Never autoplay, and preload nothing: many visitors are on mobile data. The browser's
                own controls play it in place; the heading names the player for screen readers. The
                poster is given once the page's code runs: a poster in the HTML (like a default
                captions track) is fetched as the page starts, wherever the video is, beside the
                stylesheet and the font that the first paint waits for.
                The prerendered page carries the player inside <noscript>: a browser builds a
                player's controls (their own styles and icons) as it reads the page, and on a
                throttled phone that held the first paint back by about 80 ms (Lighthouse's LCP on /
                and /hi, median of 3). Without JavaScript the browser reads it as a player; with it,
                the player is built once the page has hydrated, or by the head script if the page's
                code could not be loaded (src/frame/if-scripts-fail.ts). */}
            {hydrated ? (
              <Player
                video={video}
                headingId={headingId}
                poster={section.poster.src}
                onPlay={(event) => {
                  // Captions come on with the first play (only then is their file fetched); a
                  // visitor who turns them off keeps them off.
                  const captions = event.currentTarget.textTracks[0];
                  if (!started && captions) captions.mode = 'showing';
                  setStarted(true);
                }}
              />
            ) : (
              <noscript {...{ [ifScriptsFailAttribute]: '' }}>
                <Player video={video} headingId={headingId} />
              </noscript>
            )}
            {/* The length on the poster, as video sites show it: the player itself cannot know it
                before it loads anything. Screen readers get it from the player once it plays. */}
            {started ? null : (
              <span className="how-to-use-length" aria-hidden="true">
                {videoLength(video.durationSeconds)}
              </span>
            )}
          </>
        ) : (
          <Picture image={section.poster} className="how-to-use-media" width={960} height={540} />
        )}
      </div>
    </div>
  );
}

interface PlayerProps {
  video: NonNullable<SectionOf<'howToUse'>['video']>;
  headingId: string;
  poster?: string;
  onPlay?: (event: SyntheticEvent<HTMLVideoElement>) => void;
}

/** The browser's own player for the walkthrough. */
function Player({ video, headingId, poster, onPlay }: PlayerProps) {
  const { locale } = useSite();
  return (
    <video className="how-to-use-media" controls preload="none" playsInline poster={poster} aria-labelledby={headingId} onPlay={onPlay}>
      {video.sources.map((source) => (
        <source key={source} src={source} type={videoType(source)} />
      ))}
      {/* One captions file for both languages, in site.yaml's: on a Hindi page it is still English. */}
      <track kind="captions" src={video.captions} srcLang={sourceLang(locale)} label={video.captionsLabel} />
    </video>
  );
}
