import { useCallback, useEffect, useRef } from 'react';

/**
 * Milliseconds since the form was first shown (sent as `elapsedMs`: a form filled faster than a
 * person can is spam). The clock starts when the component mounts in the browser, under the
 * loader at the latest, so it can only over-count a person's time, never under-count it. It is
 * not restarted after a reset: "first shown" is what the server measures against.
 */
export function useElapsedSinceShown(): () => number {
  const shownAt = useRef<number | null>(null);
  useEffect(() => {
    // ??= keeps the first time when React runs the effect twice (StrictMode in development).
    shownAt.current ??= performance.now();
  }, []);
  return useCallback(() => (shownAt.current === null ? 0 : Math.round(performance.now() - shownAt.current)), []);
}
