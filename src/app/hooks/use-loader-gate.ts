import { useEffect, useState } from 'react';

/**
 * false until the background image has loaded and then `delayMs` more have passed (spec: the
 * loading image shows until then). A background that fails to load does not trap the visitor.
 */
export function useLoaderGate(background: string, delayMs: number): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    const image = new Image();
    const startDelay = () => {
      if (!cancelled) timer = setTimeout(() => setReady(true), delayMs);
    };
    image.addEventListener('load', startDelay, { once: true });
    image.addEventListener('error', startDelay, { once: true });
    image.src = background;
    if (image.complete && image.naturalWidth > 0) {
      image.removeEventListener('load', startDelay);
      startDelay();
    }
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
  }, [background, delayMs]);
  return ready;
}
