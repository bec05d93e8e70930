import { useEffect, useState } from 'react';

/**
 * A counter that goes up by one every `intervalMs` while `running`. Pausing keeps the count, so a
 * rotation resumes where it stopped instead of jumping back to the start.
 *
 * Each step is timed from the moment the previous one was shown (the effect runs after React has
 * committed it), not by a fixed interval: on a busy phone a late step would otherwise be followed
 * by the next one almost at once, and a picture would flash by.
 */
export function useTicker(intervalMs: number, running: boolean): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!running || intervalMs <= 0) return undefined;
    // An interval restarted at each step, so it only ever fires once per step (the component tests
    // drive the rotation with fake intervals, and wait on real timeouts themselves).
    const timer = window.setInterval(() => setTick((value) => value + 1), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, running, tick]);
  return tick;
}
