// npm run build: validate site.yaml, build the browser and server bundles, prerender every route,
// precompress. An invalid site.yaml stops here with every problem at its line.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { projectRoot, requireLocalizedSite, requireSite, SiteConfigError } from '../src/content/load-site-file.ts';
import { prerender } from './prerender.ts';
import { compressDist } from './compress.ts';
import { writeSocialImages } from './social-images.ts';
import { rasterManifest, writeRasterImages } from '../src/build/raster-images.ts';
import { minifySvgsIn } from '../src/build/minify-svg.ts';
import { outlineLetteringIn } from '../src/build/outline-lettering.ts';
import { writeServerManifest } from './server-manifest.ts';
import { carryOverAssets, swapIn } from '../src/build/swap-build.ts';

const started = performance.now();
// BUILD_OUT puts the pages in <BUILD_OUT>/dist and the server bundle in <BUILD_OUT>/ssr: the tests
// build their own site there (npm run build:fixture) beside the real one in dist/.
const out = process.env.BUILD_OUT ? path.resolve(projectRoot, process.env.BUILD_OUT) : undefined;
const distDir = out ? path.join(out, 'dist') : path.join(projectRoot, 'dist');
const ssrDir = out ? path.join(out, 'ssr') : path.join(projectRoot, 'build/ssr');
// The pages are built beside dist/ and replace it at the end, so a server running on dist/ keeps
// serving whole pages meanwhile (src/build/swap-build.ts).
const nextDir = `${distDir}.next`;
const assetListFile = path.join(path.dirname(ssrDir), 'dist-assets.json');

let site;
let hindiSite;
try {
  site = requireSite(undefined, (warnings) => console.warn(`${warnings}\n(warnings: the build goes on)`));
  // Before anything is built: a site.hi.yaml that would make wrong Hindi pages stops the build here.
  hindiSite = requireLocalizedSite()?.site;
} catch (error) {
  if (error instanceof SiteConfigError) {
    console.error(error.report);
    console.error(`\nThe build stopped: fix ${error.fileName} and build again.`);
    process.exit(1);
  }
  throw error;
}

rmSync(nextDir, { recursive: true, force: true });
rmSync(ssrDir, { recursive: true, force: true });
await build({ root: projectRoot, logLevel: 'warn', build: { outDir: nextDir } });
await build({
  root: projectRoot,
  logLevel: 'warn',
  build: { ssr: 'src/app/entry-server.tsx', outDir: ssrDir, copyPublicDir: false },
});
const entry = await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href);
await writeSocialImages(site, path.join(projectRoot, 'public'), nextDir);
const publicDir = path.join(projectRoot, 'public');
const rasters = await writeRasterImages(publicDir, nextDir, await rasterManifest(publicDir));
// Lettering as outlines first (src/build/outline-lettering.ts says why), then the minifier.
const outlined = await outlineLetteringIn(nextDir);
const svgSaved = minifySvgsIn(nextDir);
const pages = await prerender(nextDir, entry);
const compressed = compressDist(nextDir);
// Last, so its CSP hashes are those of the pages as written (and no compressed copy is made of a
// file the server reads but never sends).
writeServerManifest(site, nextDir, hindiSite);
const carried = carryOverAssets(distDir, nextDir, assetListFile);
swapIn(nextDir, distDir);
console.log(
  `Built ${pages.length} pages (${pages.map((p) => path.relative(nextDir, p)).join(', ')}), ${compressed} files precompressed, ${rasters} responsive images written, lettering outlined in ${outlined} SVGs, ${svgSaved} bytes cut from SVGs, ${carried} files of the previous build kept for pages already open, in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);
