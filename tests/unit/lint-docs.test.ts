// The rules table in docs/lint-rules.md and the one in src/content/lint/rules.ts stay in step.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/content/load-site-file.ts';
import { lintRules } from '../../src/content/lint/rules.ts';

describe('docs/lint-rules.md', () => {
  it('lists every rule with its level', () => {
    const doc = readFileSync(path.join(projectRoot, 'docs/lint-rules.md'), 'utf8');
    const rows = [...doc.matchAll(/^\| `([a-z-]+)` \| (error|warning|off) \|/gm)].map(([, rule, level]) => [rule, level]);
    expect(Object.fromEntries(rows)).toEqual(
      Object.fromEntries(Object.entries(lintRules).map(([rule, settings]) => [rule, settings.level])),
    );
  });
});
