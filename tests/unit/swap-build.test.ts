// A new build replaces dist/ in one step and keeps the previous build's assets, so the pages a
// running server still sends (and pages open in a visitor's browser) find every file they ask for.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { carryOverAssets, swapIn } from '../../src/build/swap-build.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'swap-build-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

const dist = () => path.join(root, 'dist');
const next = () => path.join(root, 'dist.next');
const list = () => path.join(root, 'dist-assets.json');

/** Writes a build into dist.next: its index.html and its hashed assets. */
function writeBuild(page: string, assets: string[]) {
  mkdirSync(path.join(next(), 'assets'), { recursive: true });
  writeFileSync(path.join(next(), 'index.html'), page);
  for (const name of assets) writeFileSync(path.join(next(), 'assets', name), name);
}

/** What `npm run build` does once everything is written. */
function finishBuild() {
  const carried = carryOverAssets(dist(), next(), list());
  swapIn(next(), dist());
  return carried;
}

const assets = () => readdirSync(path.join(dist(), 'assets')).sort();

describe('replacing a build', () => {
  it('puts the new build in dist/ and keeps the old one’s assets beside the new ones', () => {
    writeBuild('one', ['index-a.js', 'index-a.js.br', 'style-a.css']);
    expect(finishBuild()).toBe(0);
    writeBuild('two', ['index-b.js', 'index-b.js.br', 'style-a.css']);
    expect(finishBuild()).toBe(2);
    expect(assets()).toEqual(['index-a.js', 'index-a.js.br', 'index-b.js', 'index-b.js.br', 'style-a.css']);
    expect(existsSync(next())).toBe(false);
    expect(existsSync(`${dist()}.old`)).toBe(false);
  });

  it('keeps one build back, not every build before it', () => {
    writeBuild('one', ['index-a.js']);
    finishBuild();
    writeBuild('two', ['index-b.js']);
    finishBuild();
    writeBuild('three', ['index-c.js']);
    expect(finishBuild()).toBe(1);
    expect(assets()).toEqual(['index-b.js', 'index-c.js']);
  });

  it('keeps every asset of a dist/ built before lists were kept', () => {
    mkdirSync(path.join(dist(), 'assets'), { recursive: true });
    writeFileSync(path.join(dist(), 'assets', 'old-x.js'), 'x');
    writeBuild('new', ['index-d.js']);
    expect(finishBuild()).toBe(1);
    expect(assets()).toEqual(['index-d.js', 'old-x.js']);
  });

  it('leaves a dist/ that was removed by hand alone, and builds into place', () => {
    writeBuild('one', ['index-a.js']);
    finishBuild();
    rmSync(dist(), { recursive: true });
    writeBuild('two', ['index-b.js']);
    expect(finishBuild()).toBe(0);
    expect(assets()).toEqual(['index-b.js']);
  });
});
