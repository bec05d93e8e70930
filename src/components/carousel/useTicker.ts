import { useEffect, useState } from 'react';

/**
 * A counter that goes up by one every `intervalMs` while `running`. Pausing keeps the count, so a
 * rotation resumes where it stopped instead of jumping back to the start.
 *
 * Each step is timed from the moment the previous one was shown (the effect runs after React has
 * committed it), not by a fixed interval: on a busy phone a late step would otherwise be followed
 * by the next one almost at once, and a picture would flash by.
 *
 * `ready`, when given, is asked when a step is due: a promise it returns holds the step until it
 * settles (the next picture is still on its way over a slow link), nothing lets it go at once. It
 * must keep its identity between renders (a module function or a useCallback).
 */
export function useTicker(intervalMs: number, running: boolean, ready?: () => Promise<unknown> | undefined): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!running || intervalMs <= 0) return undefined;
    let stopped = false;
    const step = () => {
      if (!stopped) setTick((value) => value + 1);
    };
    // An interval restarted at each step, so it only ever fires once per step (the component tests
    // drive the rotation with fake intervals, and wait on real timeouts themselves).
    const timer = window.setInterval(() => {
      const holding = ready?.();
      if (!holding) return step();
      window.clearInterval(timer);
      holding.then(step, step);
    }, intervalMs);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [intervalMs, running, tick, ready]);
  return tick;
}
