// Every broken edit of the corpus (broken-edits.ts) is refused or warned about at its line and
// column, by the rule that owns it, with a sentence that names the fix; a syntax error is reported
// once, not with its echoes. In-process and on a fixed day: no build, no child process per case.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/content/load-site-file.ts';
import { formatProblem } from '../../src/content/problem.ts';
import { brokenEdits, harmlessEdits } from './broken-edits.ts';
import { loadTestSite, original, positionOf, replaceOnce } from './site-fixtures.ts';

const day = '2026-05-01';

describe('the corpus of broken edits', () => {
  it('has at least 60 edits, each with its own name', () => {
    expect(brokenEdits.length).toBeGreaterThanOrEqual(60);
    expect(new Set(brokenEdits.map((c) => c.name)).size).toBe(brokenEdits.length);
  });

  for (const c of brokenEdits) {
    it(`points at ${c.name} and names the fix`, () => {
      const text = c.edit(original);
      const result = loadTestSite(text, { day });
      const listing = result.problems.map((p) => `${formatProblem('site.yaml', p)} [${p.rule}]`).join('\n');
      const problem = result.problems.find((p) => p.rule === c.rule);
      expect(problem, `problems were:\n${listing}`).toBeDefined();
      expect({ line: problem?.line, col: problem?.col }, listing).toEqual(positionOf(text, c.at[0], c.at[1] ?? 0));
      expect(`${problem?.message}  (${problem?.hint})`).toMatch(c.fix);
      if (c.rule === 'yaml-syntax') expect(result.problems, 'a syntax error is reported once').toHaveLength(1);
      expect(problem?.path).not.toBe('(top level)');
    });
  }
});

describe('edits that must pass', () => {
  for (const c of harmlessEdits) {
    it(`accepts ${c.name}`, () => {
      const result = loadTestSite(c.edit(original), { day });
      expect(result.problems.map((p) => formatProblem('site.yaml', p))).toEqual([]);
      expect(result.ok).toBe(true);
    });
  }

  it('takes a number where text belongs as it is written: 1.10 stays 1.10', () => {
    const result = loadTestSite(replaceOnce(original, 'version: 1.0.0', 'version: 1.10'), { day });
    expect(result.ok && result.site.downloads.android.apk.version).toBe('1.10');
  });
});

describe('no time bombs', () => {
  /** The README's old example, a dated pageHeader, placed second on the home page. */
  const diwaliHeader = replaceOnce(
    original,
    '      - type: stats\n',
    '      - type: pageHeader\n        id: diwali\n        title: Diwali Dhamaka\n        visibleFrom: 2027-10-20\n        visibleUntil: 2027-11-05\n      - type: stats\n',
  );

  it('refuses the old Diwali example today, naming the day it would break', () => {
    const result = loadTestSite(diwaliHeader, { day: '2026-11-24' });
    expect(result.ok).toBe(false);
    const problem = result.problems.find((p) => p.rule === 'section-placement');
    expect(problem).toMatchObject({
      ...positionOf(diwaliHeader, 'type: pageHeader\n        id: diwali', 6),
      path: 'pages.home.sections[1].type',
    });
    expect(problem?.message).toMatch(
      /^From 2027-10-20 \(when pages\.home\.sections\[1\] starts\) this would break: a pageHeader section shows the page's main heading/,
    );
  });

  it("accepts the README's example (a banner) placed on the home page, on every day", () => {
    const readme = readFileSync(path.join(projectRoot, 'README.md'), 'utf8');
    const example = /```yaml\n(\s+- type: banner\n[\s\S]*?)```/.exec(readme)?.[1];
    expect(example, 'the README has a banner example').toBeDefined();
    const text = replaceOnce(original, '      - type: stats\n', `${example ?? ''}      - type: stats\n`);
    for (const today of ['2026-11-24', '2027-10-20', '2027-11-05']) {
      const result = loadTestSite(text, { day: today });
      expect(
        result.problems.map((p) => formatProblem('site.yaml', p)),
        today,
      ).toEqual([]);
    }
  });

  it('reports a carousel the schedule will empty, from its first day', () => {
    const text = ['Rahul', 'Priya', 'Arjun', 'Sneha', 'Vikram', 'Ananya', 'Karan', 'Meera', 'Rohan'].reduce(
      (t, author) =>
        replaceOnce(t, `          - author: ${author}\n`, `          - author: ${author}\n            visibleUntil: 2027-03-31\n`),
      original,
    );
    const problem = loadTestSite(text, { day }).problems.find((p) => p.rule === 'carousel-too-few');
    expect(problem?.message).toMatch(/^From 2027-04-01 \(when .* ends.*\) this would break: this carousel shows 3 reviews at once/);
  });
});
