// A Vitest reporter that closes each run with the time each project took: npm test runs several
// projects in one Vitest start (scripts/test.ts), and its table of steps cannot tell them apart.
// The time is that of the project's files, import and set-up included, added up: files that ran at
// the same time (a project's files in its parallel workers) are counted each in full.
import type { Reporter, TestModule } from 'vitest/node';

export default class ProjectTimes implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const byProject = new Map<string, { files: number; ms: number }>();
    for (const module of testModules) {
      const { environmentSetupDuration, prepareDuration, collectDuration, setupDuration, duration } = module.diagnostic();
      const total = byProject.get(module.project.name) ?? { files: 0, ms: 0 };
      total.files += 1;
      total.ms += environmentSetupDuration + prepareDuration + collectDuration + setupDuration + duration;
      byProject.set(module.project.name, total);
    }
    if (byProject.size === 0) return;
    const width = Math.max(...[...byProject.keys()].map((name) => name.length));
    console.log('\nproject time (its files, added up)');
    for (const [name, { files, ms }] of byProject) {
      console.log(`  ${name.padEnd(width)} ${(ms / 1000).toFixed(1).padStart(6)} s in ${files} file${files === 1 ? '' : 's'}`);
    }
  }
}
