// The page's own blocking time: Lighthouse's Total Blocking Time rule applied to the CPU time each
// main-thread task used, rather than the time it took.
//
// Why: Lighthouse's mobile TBT scales each task's wall time by the CPU slowdown (4x). On a machine
// with few, shared cores a task's wall time includes the time its thread waited for a core, and in
// a page's first second Chromium's display compositor and browser process (drawing and capturing a
// frame at every vsync while the page's scripts start up, and while the loader's ring turns),
// Lighthouse and other tenants all want one. Measured on 2 cores: after the first paint no task on
// / used more than 9.4 ms of CPU, while Lighthouse's TBT ran from 90 to 308 ms for the same build.
// This figure, printed beside TBT, tells the page's work from the machine's load. It is a
// diagnostic, not Lighthouse's metric: it counts every task from the first paint to the end of the
// trace (Lighthouse stops at its simulated Time to Interactive).

/** The fields of a Chromium trace event this reads. */
export interface TraceEventFields {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  /** Wall time, microseconds (complete events). */
  dur?: number;
  /** Thread CPU time, microseconds (complete events, when the trace records it). */
  tdur?: number;
}

/** A task blocks the main thread for what it takes beyond 50 ms (the TBT definition). */
const blockingAfterMs = 50;

/**
 * Blocking time in ms after the page's first contentful paint, each task's CPU time multiplied by
 * `cpuSlowdown`; NaN when the trace has no first paint or no CPU times.
 */
export function cpuBlockingMs(events: readonly TraceEventFields[], cpuSlowdown: number): number {
  const firstPaint = events.filter((event) => event.name === 'firstContentfulPaint').sort((a, b) => a.ts - b.ts)[0];
  if (!firstPaint) return Number.NaN;
  // The paint is recorded on the page's main thread: its tasks are the ones on that thread.
  const tasks = events.filter(
    (event) =>
      event.name === 'RunTask' &&
      event.ph === 'X' &&
      event.pid === firstPaint.pid &&
      event.tid === firstPaint.tid &&
      event.ts >= firstPaint.ts,
  );
  if (tasks.some((task) => task.tdur === undefined)) return Number.NaN;
  return tasks.reduce((sum, task) => sum + Math.max(0, ((task.tdur ?? 0) / 1000) * cpuSlowdown - blockingAfterMs), 0);
}
