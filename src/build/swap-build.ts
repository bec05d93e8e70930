// Puts a finished build in place of the one being served, in one rename, with the previous build's
// hashed assets kept beside the new ones.
//
// Why: a running server keeps its pages in memory until it restarts, and a page a visitor has open
// fetches its section code later, by the names of the build it came from. The build used to empty
// dist/ first: for the ten seconds it took, every script, stylesheet and font answered 404, and
// until the restart every page the old server sent asked for files that were gone (its stylesheet
// among them: the page came unstyled). Now the new build is written beside dist/, the previous
// build's assets are copied into it, and it replaces dist/ at once.
//
// Only one build back is kept: each build's own assets are listed beside it (not in dist/, which
// is served), so old files do not pile up build after build.
import { copyFileSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const assetsIn = (distDir: string): string[] => {
  const dir = path.join(distDir, 'assets');
  return existsSync(dir) ? readdirSync(dir) : [];
};

function readList(file: string): string[] | undefined {
  try {
    const list: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return Array.isArray(list) && list.every((name) => typeof name === 'string') ? list : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Copies into `nextDir/assets` the assets of the build in `currentDir` that the new one does not
 * have (with their compressed copies), and records the new build's own assets in `listFile`.
 * Without a list (the first build, or one made before lists were kept) every current asset is kept.
 * Returns how many files were carried over.
 */
export function carryOverAssets(currentDir: string, nextDir: string, listFile: string): number {
  const own = assetsIn(nextDir);
  const next = new Set(own);
  const present = new Set(assetsIn(currentDir));
  const previous = readList(listFile) ?? [...present];
  let carried = 0;
  for (const name of previous) {
    if (next.has(name) || !present.has(name)) continue;
    copyFileSync(path.join(currentDir, 'assets', name), path.join(nextDir, 'assets', name));
    carried++;
  }
  writeFileSync(listFile, `${JSON.stringify(own)}\n`);
  return carried;
}

/** Replaces `currentDir` with `nextDir`: two renames, so dist/ is missing for no more than a moment. */
export function swapIn(nextDir: string, currentDir: string): void {
  const old = `${currentDir}.old`;
  rmSync(old, { recursive: true, force: true });
  if (existsSync(currentDir)) renameSync(currentDir, old);
  renameSync(nextDir, currentDir);
  rmSync(old, { recursive: true, force: true });
}
