import { useRef } from 'react';
import { useSite } from '../../frame/site-context.tsx';
import { useScrolled } from '../../frame/hooks/use-scrolled.ts';
import { DownloadButtons } from '../../components/DownloadButtons.tsx';
import { useBarDock } from './use-bar-dock.ts';

/**
 * Small screens only (CSS): before the page scrolls, a fixed row of the two download buttons;
 * once it has scrolled past the threshold, the same buttons as a compact sticky bottom bar.
 * One element with two looks, so screen readers meet the buttons once.
 */
export function MobileDownloads({ barText }: { barText?: string }) {
  const { layout } = useSite();
  const scrolled = useScrolled(layout.scrollThreshold);
  const bar = useRef<HTMLDivElement>(null);
  useBarDock(bar);
  return (
    <div ref={bar} className="mobile-downloads" data-scrolled={scrolled}>
      {barText ? (
        <p className="mobile-downloads-text" hidden={!scrolled}>
          {barText}
        </p>
      ) : null}
      <DownloadButtons className="mobile-downloads-buttons" />
    </div>
  );
}
