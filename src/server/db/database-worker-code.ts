// The database worker's code, bundled once per process. A worker thread is a new JavaScript
// runtime: started from the TypeScript sources, each worker had to load the TypeScript loader
// (tsx, with its own loader thread) and compile through it, about 0.25 s of CPU for every start
// (each app a test builds, and every restart after a crash). Bundled here by esbuild, the compiler
// tsx itself runs on, a worker starts in about 0.05 s. The bundle is CommonJS run as the worker's
// script (`eval: true`, named "[worker eval]" in a stack trace); the packages it uses are required
// by their absolute paths, so the server may run from any directory (a package the worker imports
// must load with require, as better-sqlite3 does).
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const require = createRequire(import.meta.url);

/** Leaves Node's modules and the packages out of the bundle, the packages by where they are installed. */
const packagesByPath: Plugin = {
  name: 'packages-by-path',
  setup(bundler) {
    bundler.onResolve({ filter: /^[^./]/ }, ({ path }) => ({
      path: path.startsWith('node:') ? path : require.resolve(path),
      external: true,
    }));
  },
};

let bundled: Promise<string> | undefined;

/** The worker's code (database-worker.ts and what it imports), bundled on the first call. */
export function databaseWorkerCode(): Promise<string> {
  bundled ??= build({
    entryPoints: [fileURLToPath(new URL('./database-worker.ts', import.meta.url))],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    write: false,
    logLevel: 'silent',
    plugins: [packagesByPath],
  }).then(
    (result) => result.outputFiles[0].text,
    (error: unknown) => {
      // Tried again by the next worker's start rather than failing every one after it.
      bundled = undefined;
      throw error;
    },
  );
  return bundled;
}
