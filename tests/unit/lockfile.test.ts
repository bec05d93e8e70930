import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// CI installs with `npm ci`, which refuses a lock file that lacks an entry for any dependency, even an
// optional one for another platform. `npm install` here writes such a lock without a word when the
// registry lacks a platform's build of a version (it happened with unrs-resolver 1.13.0, pinned to
// 1.12.2 by `overrides` in package.json for that reason). This check fails locally, before CI does.

interface LockEntry {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, LockEntry>;
};

/** Node's lookup: the package's own node_modules, then each enclosing one up to the root. */
function resolves(fromPath: string, name: string): boolean {
  let base = fromPath;
  for (;;) {
    const candidate = base === '' ? `node_modules/${name}` : `${base}/node_modules/${name}`;
    if (candidate in lock.packages) return true;
    if (base === '') return false;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

describe('package-lock.json', () => {
  it('has an entry for every dependency npm ci will look for', () => {
    const missing: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      const wanted = { ...entry.dependencies, ...entry.optionalDependencies };
      for (const [name, peer] of Object.entries(entry.peerDependencies ?? {})) {
        if (!entry.peerDependenciesMeta?.[name]?.optional) wanted[name] = peer;
      }
      for (const name of Object.keys(wanted)) {
        if (!resolves(path, name)) missing.push(`${name} (wanted by ${path || 'package.json'})`);
      }
    }
    expect(missing, 'run `npm install` again, or pin the package to a version the registry has in full').toEqual([]);
  });
});
