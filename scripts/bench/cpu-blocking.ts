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
  const tasks = mainThreadTasksAfterFirstPaint(events);
  if (!tasks) return Number.NaN;
  return tasks.reduce((sum, task) => sum + Math.max(0, ((task.tdur ?? 0) / 1000) * cpuSlowdown - blockingAfterMs), 0);
}

/**
 * The share of the main thread's task time after the first paint that it spent on a core, in
 * percent; NaN as for cpuBlockingMs. Printed beside TBT so a reader can tell whether a run's TBT
 * is the page's: near 100 % the thread had a core whenever it had work, and TBT is what the page
 * costs; at 30 % the thread waited for a core most of the time, behind Chromium's other processes
 * and Lighthouse, which a busy host slows down as well. Measured on 2 cores: the same build of /
 * had a TBT of 364 ms (median of 5) and, half an hour later, 3,068 ms at 23 % (median of 3).
 */
export function cpuSharePercent(events: readonly TraceEventFields[]): number {
  const tasks = mainThreadTasksAfterFirstPaint(events);
  if (!tasks) return Number.NaN;
  const wall = tasks.reduce((sum, task) => sum + (task.dur ?? 0), 0);
  const cpu = tasks.reduce((sum, task) => sum + (task.tdur ?? 0), 0);
  return wall > 0 ? (100 * cpu) / wall : Number.NaN;
}

/** The page's main-thread tasks from its first contentful paint on; undefined when the trace has
 * no first paint or no CPU times. */
function mainThreadTasksAfterFirstPaint(events: readonly TraceEventFields[]): TraceEventFields[] | undefined {
  const firstPaint = events.filter((event) => event.name === 'firstContentfulPaint').sort((a, b) => a.ts - b.ts)[0];
  if (!firstPaint) return undefined;
  // The paint is recorded on the page's main thread: its tasks are the ones on that thread.
  const tasks = events.filter(
    (event) =>
      event.name === 'RunTask' &&
      event.ph === 'X' &&
      event.pid === firstPaint.pid &&
      event.tid === firstPaint.tid &&
      event.ts >= firstPaint.ts,
  );
  return tasks.some((task) => task.tdur === undefined) ? undefined : tasks;
}
