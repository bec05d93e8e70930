import { useEffect, useRef, useState } from 'react';
import { useSite } from '../../frame/site-context.tsx';

/**
 * The full-screen loading image. It is in the prerendered HTML as an overlay, so crawlers and first
 * paint still get the page under it; CSS shows it only when scripts run (html.js) and lifts it on
 * the head script's clock (src/build/loader-script.ts), not React's. Once it has lifted, React
 * takes it out of the page.
 */
export function Loader() {
  const { loader } = useSite();
  const [lifted, setLifted] = useState(false);
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const overlay = element.current;
    if (!overlay) return;
    const done = () => setLifted(true);
    // It may have lifted before the app's code arrived.
    if (document.documentElement.classList.contains('loader-lifted') || getComputedStyle(overlay).visibility === 'hidden') return done();
    // The head script's lift, or the CSS fallbacks (no Web Animations; the give-up timeout).
    window.addEventListener('loaderlift', done);
    overlay.addEventListener('animationend', done);
    return () => {
      window.removeEventListener('loaderlift', done);
      overlay.removeEventListener('animationend', done);
    };
  }, []);
  if (lifted) return null;
  return (
    <div ref={element} className="loader" role="status" aria-label={loader.label}>
      <img src={loader.image.src} alt={loader.image.decorative ? '' : (loader.image.alt ?? '')} width={160} height={160} />
    </div>
  );
}
