import { useSite } from '../../frame/site-context.tsx';

/**
 * The full-screen loading image. It is in the prerendered HTML as an overlay, so crawlers and
 * first paint still get the page under it; CSS shows it only when scripts run (html.js).
 */
export function Loader({ visible }: { visible: boolean }) {
  const { loader } = useSite();
  if (!visible) return null;
  return (
    <div className="loader" role="status" aria-label={loader.label}>
      <img src={loader.image.src} alt={loader.image.decorative ? '' : (loader.image.alt ?? '')} width={160} height={160} />
    </div>
  );
}
