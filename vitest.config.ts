import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { sitePlugin } from './src/build/site-plugin.ts';
import { fixtureLevels, fixtureSitePath } from './tests/fixture-site.ts';
import { formikLodashAliases } from './src/build/formik-lodash-aliases.ts';

// Tests that read a build of the test site (npm run build:fixture, which npm test runs first);
// every other unit, server and component test needs no build.
const needsBuild = [
  'tests/unit/prerender.test.ts',
  'tests/server/static-site.test.ts',
  'tests/server/security-headers.test.ts',
  'tests/server/gallery-absent.test.ts',
  'tests/server/editor-absent.test.ts',
  'tests/server/startup.test.ts',
];

// A server test starts real apps (each with its database worker) on a slow, busy machine.
const serverTimeouts = { testTimeout: 30_000, hookTimeout: 60_000 };

// The unit, component and built-page files share their worker's loaded modules instead of loading
// the app, the schemas and React afresh for each file: the same tests in about two thirds of the
// CPU (unit alone: 246 -> 167 s of CPU, 206 -> 150 s wall; components 52 -> 20 s of CPU). It holds
// because every file puts back what it changes (timers, spies, globals, environment variables).
const sharedModules = { isolate: false };

export default defineConfig({
  // The components' virtual:site/* modules come from the test site, never from site.yaml.
  plugins: [react(), sitePlugin(fixtureSitePath, fixtureLevels)],
  // The contact form's Formik runs on the same small helpers as in the build.
  resolve: { alias: formikLodashAliases },
  test: {
    // Vitest's own report, then each project's time (npm test runs several projects in one start).
    reporters: ['default', './tests/project-times.ts'],
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
          ...sharedModules,
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
          ...sharedModules,
        },
      },
      {
        extends: true,
        test: { name: 'built', include: needsBuild, environment: 'node', ...serverTimeouts, ...sharedModules },
      },
    ],
  },
});
