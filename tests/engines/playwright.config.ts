// The cross-engine suite (npm run test:engines; npm test runs it beside the Chromium suite): what a
// visitor's Firefox or iPhone (WebKit) may do differently from Chromium, at a phone's and a
// laptop's width. Playwright Test runs it; its fixtures hold the engines' own clients (fixtures.ts),
// since Playwright itself can drive neither Debian's Firefox ESR nor WebKitGTK (README, "Every engine").
//
// One project per engine and width, each on one worker (workers: 1), which starts its engine once:
// with two workers a project, each engine and width was started twice, for a seventh more CPU. The
// chromium-* projects are not part of npm test (tests/browser is Chromium's suite): they take the
// newcomer's screenshots in Chromium too, with `--project 'chromium-*'`.
import { defineConfig } from '@playwright/test';
import type { EngineName } from './engines.ts';

const phone = { width: 360, height: 780 };
const laptop = { width: 1280, height: 800 };
// How long a test may run before it is taken for a hang. WebKitGTK draws in software under xvfb: its
// longest test (the switch over the coverflow at 1280 px, three page loads) took 40 s on a quiet
// machine, and CI's busiest hosts run three times slower. No wait is longer for it: each still
// fails on its own after 10 s (queries.ts).
const hangAfterMs: Record<EngineName, number> = { firefox: 60_000, webkit: 180_000, chromium: 60_000 };
const projects = (['firefox', 'webkit', 'chromium'] as EngineName[]).flatMap((engine) => [
  { name: `${engine}-phone`, timeout: hangAfterMs[engine], workers: 1, use: { engine, viewport: phone } },
  { name: `${engine}-laptop`, timeout: hangAfterMs[engine], workers: 1, use: { engine, viewport: laptop } },
]);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Two workers in all, one per core of CI's machine, as the Chromium suite: two projects at a time.
  workers: process.env.ENGINE_WORKERS ? Number(process.env.ENGINE_WORKERS) : 2,
  fullyParallel: true,
  // A retry hides a flake; a flaky test is a bug to find.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  globalSetup: './global-setup.ts',
  outputDir: '../../test-results/engines/output',
  reporter: [['list']],
  projects,
});
