// Closes the browser suite with what it cost: how many full pages it opened (each test's
// page-loads annotation, fixtures.ts) and its five slowest tests. Written to
// test-results/browser-summary.txt too, which npm test prints at the very end of its run.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** The annotation each test carries with the number of full page loads it made (fixtures.ts). */
export const pageLoadsAnnotation = 'page-loads';

export const summaryFile = fileURLToPath(new URL('../../test-results/browser-summary.txt', import.meta.url));

export default class SummaryReporter implements Reporter {
  private readonly finished: { title: string; ms: number; loads: number }[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    const loads = result.annotations
      .filter((annotation) => annotation.type === pageLoadsAnnotation)
      .reduce((sum, annotation) => sum + Number(annotation.description ?? 0), 0);
    const project = test.parent.project()?.name;
    this.finished.push({ title: `[${project}] ${test.titlePath().slice(2).join(' › ')}`, ms: result.duration, loads });
  }

  onEnd(): void {
    const pages = this.finished.reduce((sum, test) => sum + test.loads, 0);
    const slowest = [...this.finished].sort((a, b) => b.ms - a.ms).slice(0, 5);
    const lines = [
      `browser suite: ${this.finished.length} tests opened ${pages} pages`,
      'slowest five:',
      ...slowest.map(
        (test) => `  ${(test.ms / 1000).toFixed(1).padStart(5)} s  ${test.title} (${test.loads} page${test.loads === 1 ? '' : 's'})`,
      ),
    ];
    console.log(`\n${lines.join('\n')}`);
    mkdirSync(path.dirname(summaryFile), { recursive: true });
    writeFileSync(summaryFile, `${lines.join('\n')}\n`);
  }
}
