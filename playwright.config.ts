// The browser suite: Playwright Test driving Debian's Chromium headless shell (npx playwright
// install cannot download here). It checks only what needs a real browser: layout, scrolling,
// hydration, the real network and server, CSP, axe, the spec's timings on screen. Behaviour a
// component test can show lives in tests/components (Vitest).
//
// Two widths, as projects: `phone` (360 x 780) runs the tests tagged @each-width, `laptop`
// (1280 x 800) runs every test. A test that needs another width sets its own viewport.
import { defineConfig } from '@playwright/test';
import { chromiumPath, launchFlags } from './tests/browser/chromium-path.ts';

export default defineConfig({
  testDir: 'tests/browser',
  testMatch: '**/*.spec.ts',
  // Two workers: one per core of CI's machine (the run is bound by CPU).
  workers: process.env.BROWSER_WORKERS ? Number(process.env.BROWSER_WORKERS) : 2,
  fullyParallel: true,
  // A retry hides a flake; a flaky test is a bug to find.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // What a test waits for fails on its own (web-first assertions, 10 s); this only stops a hang.
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // Screenshots (visual.spec.ts) are compared at one device pixel per CSS pixel, still, the caret
    // hidden; a pixel may differ a little in colour (anti-aliasing), 0.02 % of a page's pixels at most.
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css', threshold: 0.1, maxDiffPixelRatio: 0.0002 },
  },
  // References are named for the page and the width (home-360.png), whatever project takes them.
  snapshotPathTemplate: '{testDir}/screenshots/{arg}{ext}',
  globalSetup: './tests/browser/serve-builds.ts',
  outputDir: 'test-results/browser',
  reporter: [['list'], ['./tests/browser/summary-reporter.ts']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: launchFlags },
    // Every test is traced and the trace kept if it fails: its actions with their timings, errors,
    // console, network and source, and the failure's own screenshot (below). Not kept: the film of
    // screenshots (a tenth of the suite's CPU) and each action's DOM snapshot (a tenth again:
    // phone and laptop took 109 against 120 s on two cores, 75 against 86 core-seconds, alternating).
    // `npx playwright test --trace on <spec>` records both, to look at a failure again.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'phone', grep: /@each-width/, use: { viewport: { width: 360, height: 780 } } },
    { name: 'laptop', use: { viewport: { width: 1280, height: 800 } } },
    // The site editor (npm run edit): each test starts its own editor on a copy of the test site.
    // Its first start pre-bundles the editor's libraries once for every test after it.
    { name: 'editor-warm-up', testDir: 'tests/editor', testMatch: 'warm-up.setup.ts', timeout: 240_000 },
    {
      name: 'editor',
      testDir: 'tests/editor',
      dependencies: ['editor-warm-up'],
      // A test is a marketer's whole task (several edits, saves and runs of validate), after its
      // editor's first compile; on CI's busiest runs that compile alone took a minute.
      timeout: 240_000,
      use: { viewport: { width: 1280, height: 800 } },
    },
  ],
});
