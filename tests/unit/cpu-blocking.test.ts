// The bench's "TBT cpu" figure, TBT's rule on the page's main thread by each task's CPU time, and
// its "CPU/wall" figure, how much of that thread's task time was spent on a core.
import { describe, expect, it } from 'vitest';
import { cpuBlockingMs, cpuSharePercent, type TraceEventFields } from '../../scripts/bench/cpu-blocking.ts';

const page = { pid: 7, tid: 1 };
const paintAt = 300_000;
const firstPaint: TraceEventFields = { name: 'firstContentfulPaint', ph: 'I', ...page, ts: paintAt };
/** A main-thread task at `atMs`, `wallMs` long by the clock, `cpuMs` of it on a core. */
const task = (atMs: number, wallMs: number, cpuMs: number, thread = page): TraceEventFields => ({
  name: 'RunTask',
  ph: 'X',
  ...thread,
  ts: atMs * 1000,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
});

describe('cpuBlockingMs', () => {
  it('counts what each task after the first paint takes beyond 50 ms, its CPU time times the slowdown', () => {
    const events = [firstPaint, task(400, 40, 20), task(500, 30, 10), task(600, 25, 12.5)];
    // 20 ms x 4 = 80 ms: 30 blocking; 10 x 4 = 40: none; 12.5 x 4 = 50: none.
    expect(cpuBlockingMs(events, 4)).toBe(30);
  });

  it('does not count the time a task waited for a core', () => {
    // 60 ms by the clock (240 ms at 4x) but 5 ms of CPU: the thread was waiting, not working.
    expect(cpuBlockingMs([firstPaint, task(400, 60, 5)], 4)).toBe(0);
  });

  it("leaves out tasks before the first paint and other threads' tasks", () => {
    const events = [task(100, 90, 90), firstPaint, task(400, 90, 90, { pid: 7, tid: 2 }), task(400, 90, 90, { pid: 8, tid: 1 })];
    expect(cpuBlockingMs(events, 4)).toBe(0);
  });

  it('uses the slowdown it is given (the desktop preset has none)', () => {
    expect(cpuBlockingMs([firstPaint, task(400, 80, 80)], 1)).toBe(30);
  });

  it('has no figure without a first paint or without CPU times', () => {
    expect(cpuBlockingMs([task(400, 80, 80)], 4)).toBeNaN();
    expect(cpuBlockingMs([firstPaint, { ...task(400, 80, 80), tdur: undefined }], 4)).toBeNaN();
  });
});

describe('cpuSharePercent', () => {
  it("is the main thread's CPU time over its task time from the first paint on", () => {
    // Before the paint, and on another thread: left out. After: 10 + 30 ms of CPU in 20 + 60 ms.
    const events = [task(100, 50, 10), firstPaint, task(400, 20, 10), task(500, 60, 30), task(500, 60, 1, { pid: 7, tid: 2 })];
    expect(cpuSharePercent(events)).toBe(50);
  });

  it('is 100 when the thread never waited for a core', () => {
    expect(cpuSharePercent([firstPaint, task(400, 12, 12), task(500, 3, 3)])).toBe(100);
  });

  it('has no figure without a first paint, CPU times or tasks', () => {
    expect(cpuSharePercent([task(400, 80, 80)])).toBeNaN();
    expect(cpuSharePercent([firstPaint, { ...task(400, 80, 80), tdur: undefined }])).toBeNaN();
    expect(cpuSharePercent([firstPaint])).toBeNaN();
  });
});
