import './carousel.css';

interface ArrowButtonProps {
  direction: 'previous' | 'next';
  /** From site.yaml carouselControls; the button shows only an arrow, so this is its name. */
  label: string;
  onClick: () => void;
}

/** A previous/next button drawn with inline SVG: no icon font to download or to fail. */
export function ArrowButton({ direction, label, onClick }: ArrowButtonProps) {
  return (
    <button type="button" className={`carousel-button carousel-arrow carousel-arrow--${direction}`} aria-label={label} onClick={onClick}>
      <svg className="carousel-icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
