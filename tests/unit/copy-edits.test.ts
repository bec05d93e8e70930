// A marketer's copy edit of site.yaml leaves npm test green. The whole suite's run on the edited
// file is `npm run test:copy-edits`; here, fast: the ten edits are real, the edited file passes
// validate, and only the real-site checks read site.yaml (the behaviour tests read the test site).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/content/load-site-file.ts';
import { loadSite } from '../../src/content/load-site.ts';
import { applyCopyEdits } from '../copy-edits.ts';
import { imageExists } from './site-fixtures.ts';

/** The tests that check the real site.yaml on purpose: validate, the build's pages, what ships. */
const realSiteChecks = [
  'tests/browser/fixtures.ts',
  'tests/browser/real-site.spec.ts',
  'tests/browser/serve-builds.ts',
  'tests/unit/site-loader.test.ts',
  'tests/unit/translations-cli.test.ts',
  'tests/unit/translations-site.test.ts',
  'tests/unit/validate-cli.test.ts',
];

function testFiles(dir: string): string[] {
  return readdirSync(path.join(projectRoot, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => `${dir}/${file.split(path.sep).join('/')}`);
}

// The file in the project, even under npm run test:copy-edits (which points SITE_YAML at the edited copy).
const siteText = readFileSync(path.join(projectRoot, 'site.yaml'), 'utf8');

describe('copy edits of site.yaml', () => {
  const { text, changed } = applyCopyEdits(siteText);

  it('changes ten pieces of copy', () => {
    expect(changed).toHaveLength(10);
    for (const change of changed) expect(change.from, change.what).not.toBe(change.to);
  });

  it('leaves a file that passes validate, with no new problem', () => {
    const before = loadSite(siteText, { imageExists });
    const after = loadSite(text, { imageExists });
    expect(after.ok).toBe(true);
    expect(after.problems.map((p) => p.message)).toEqual(before.problems.map((p) => p.message));
  });

  it('is read by the real-site checks only: every other test reads the test site', () => {
    // Ways to reach site.yaml: the loader's defaults, the real build (dist/) or its server, validate with no file.
    const reachesSiteYaml =
      /projectRoot, 'site\.yaml'|requireSite\(\)|loadSiteFile\(\)|defaultSitePath|projectRoot, 'dist'|realSiteURL|REAL_SITE_URL|= validate\(\)/;
    const readers = testFiles('tests').filter(
      (file) => file !== 'tests/unit/copy-edits.test.ts' && reachesSiteYaml.test(readFileSync(path.join(projectRoot, file), 'utf8')),
    );
    expect(readers.sort()).toEqual(realSiteChecks);
  });
});
