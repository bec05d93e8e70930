import type { SectionOf } from '../types.ts';
import { DownloadButtons } from '../../components/DownloadButtons.tsx';
import { Picture } from '../../components/Picture.tsx';
import { MobileDownloads } from './MobileDownloads.tsx';
import './hero.css';

export function Hero({ section }: { section: SectionOf<'hero'> }) {
  return (
    <div className="hero">
      <div className="hero-copy">
        <h1 className="hero-headline">{section.headline}</h1>
        <p className="hero-tagline">{section.tagline}</p>
        <DownloadButtons className="hero-downloads" showChecksum />
      </div>
      {section.art ? <Picture image={section.art} className="hero-art" priority width={560} height={480} /> : null}
      <MobileDownloads barText={section.stickyBarText} />
    </div>
  );
}
