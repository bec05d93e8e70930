import { useEffect, useState } from 'react';

/**
 * A counter that goes up by one every `intervalMs` while `running`. Pausing keeps the count, so a
 * rotation resumes where it stopped instead of jumping back to the start.
 */
export function useTicker(intervalMs: number, running: boolean): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!running || intervalMs <= 0) return undefined;
    const timer = window.setInterval(() => setTick((value) => value + 1), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, running]);
  return tick;
}
