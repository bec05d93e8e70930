import type { CarouselControls } from '../../content/site.generated.ts';
import './carousel.css';

interface PauseButtonProps {
  playing: boolean;
  onToggle: () => void;
  labels: Pick<CarouselControls, 'pause' | 'play'>;
}

/**
 * Stops and restarts a carousel's own movement (WCAG 2.2.2). The visible word says what pressing
 * it does, so it needs no aria-pressed: a changing label and a pressed state would contradict.
 */
export function PauseButton({ playing, onToggle, labels }: PauseButtonProps) {
  return (
    <button type="button" className="carousel-button carousel-pause" data-playing={playing} onClick={onToggle}>
      <svg className="carousel-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        {playing ? (
          <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
        ) : (
          <path d="M8 5.2v13.6a.8.8 0 0 0 1.2.7l10.6-6.8a.8.8 0 0 0 0-1.4L9.2 4.5A.8.8 0 0 0 8 5.2z" fill="currentColor" />
        )}
      </svg>
      <span>{playing ? labels.pause : labels.play}</span>
    </button>
  );
}
