import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { sitePlugin } from './src/build/site-plugin.ts';
import { fixtureLevels, fixtureSitePath } from './tests/fixture-site.ts';

// Tests that read a build of the test site (npm run build:fixture, which npm test runs first);
// every other unit, server and component test needs no build.
const needsBuild = [
  'tests/unit/prerender.test.ts',
  'tests/server/static-site.test.ts',
  'tests/server/security-headers.test.ts',
  'tests/server/gallery-absent.test.ts',
  'tests/server/startup.test.ts',
];

// A server test starts real apps (each with its database worker) on a slow, busy machine.
const serverTimeouts = { testTimeout: 30_000, hookTimeout: 60_000 };

export default defineConfig({
  // The components' virtual:site/* modules come from the test site, never from site.yaml.
  plugins: [react(), sitePlugin(fixtureSitePath, fixtureLevels)],
  test: {
    // A slow, busy machine: the first test of a file also compiles the schema.
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/server/**/*.test.ts'],
          exclude: needsBuild,
          environment: 'node',
          ...serverTimeouts,
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.tsx'],
          environment: 'happy-dom',
          // userEvent types key by key; on a busy 2-core machine a form takes seconds to fill, and a
          // test cut off at 5 s would go on typing into the next test's form.
          testTimeout: 20_000,
          setupFiles: ['tests/components/setup.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'built', include: needsBuild, environment: 'node', ...serverTimeouts },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/browser/global-setup.ts'],
          // Real Chromium on a slow, busy 2-core machine: generous limits, one file at a time.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // Journeys (it.concurrent) wait mostly on smooth scrolling and loaders: three pages at a time.
          maxConcurrency: 3,
        },
      },
    ],
  },
});
