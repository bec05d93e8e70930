// npm run validate and npm run translations as a translator runs them, on a copy of the real
// site.yaml and site.hi.yaml with one Hindi entry taken out and one English text changed.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { isMap, isSeq, parseDocument } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/content/load-site-file.ts';
import { translationFileFor } from '../../src/content/translations/translation-files.ts';
import { positionOf, replaceOnce } from './site-fixtures.ts';
import { node, scriptArgs } from '../node-script.ts';
import type { CommandOutcome } from '../../scripts/command-outcome.ts';
import { translationsCommand } from '../../scripts/translations-command.ts';
import { validateCommand } from '../../scripts/validate-command.ts';

const run = promisify(execFile);
const commands = { validate: validateCommand, translations: translationsCommand };

/** Runs a script's command in this process (each script is a thin wrapper round it), as typed in `dir`. */
function script(name: keyof typeof commands, dir: string, ...args: string[]): CommandOutcome {
  return commands[name](args, environment(dir));
}

const environment = (dir: string): NodeJS.ProcessEnv => ({ ...process.env, SITE_DATE: '2026-05-01', INIT_CWD: dir });

/** npm run translations' own process: what it prints and its exit code. */
async function translationsScript(dir: string, ...args: string[]): Promise<{ code: number; stdout: string }> {
  try {
    const { stdout } = await run(node, scriptArgs('scripts/translations.ts', ...args), { cwd: projectRoot, env: environment(dir) });
    return { code: 0, stdout };
  } catch (error) {
    const failure = error as { code: number; stdout: string };
    return { code: failure.code, stdout: failure.stdout };
  }
}

// The project's own files, even under npm run test:copy-edits (which points SITE_YAML at a copy);
// the counts below allow for texts a marketer has changed and not yet had translated.
const siteFile = path.join(projectRoot, 'site.yaml');
const site = replaceOnce(readFileSync(siteFile, 'utf8'), 'stickyBarText: Play. Win. Repeat.', 'stickyBarText: Play. Win. Repeat daily.');
const hindi = replaceOnce(readFileSync(translationFileFor(siteFile), 'utf8'), 'navigation.menuLabel:\n  en: Menu\n  hi: मेन्यू\n\n', '');
const missingAt = positionOf(site, 'menuLabel: Menu', 'menuLabel: '.length);
const staleAt = positionOf(hindi, 'en: Play. Win. Repeat.', 'en: '.length);
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'site-hi-'));
  writeFileSync(path.join(dir, 'site.yaml'), site);
  writeFileSync(path.join(dir, 'site.hi.yaml'), hindi);
});

describe('npm run validate with site.hi.yaml beside site.yaml', () => {
  it('warns about a missing and an out-of-date translation at their lines, and passes', () => {
    const result = script('validate', dir, 'site.yaml');
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(
      `site.yaml:${missingAt.line}:${missingAt.col}  navigation.menuLabel  warning: This text has no Hindi translation yet: "Menu".`,
    );
    expect(result.stderr).toContain(
      `site.hi.yaml:${staleAt.line}:${staleAt.col}  pages.home.sections[home].stickyBarText  warning: The English has changed since this was translated`,
    );
    expect(result.stdout).toMatch(/site\.yaml is valid: \d+ pages, with \d+ warnings above\./);
    expect(result.stdout).toMatch(/site\.hi\.yaml: (\d+) of \d+ texts translated\./);
  });

  it('fails under --strict, naming both files', () => {
    const result = script('validate', dir, 'site.yaml', '--strict');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `site.yaml:${missingAt.line}:${missingAt.col}  navigation.menuLabel  This text has no Hindi translation yet`,
    );
    // The real site.yaml may carry warnings of its own (the copy rules flag the spec's copy).
    expect(result.stderr).toMatch(
      /\d+ problems (and \d+ warnings? )?found in site\.yaml and site\.hi\.yaml\. Fix them and run npm run validate again\./,
    );
  });
});

describe('npm run translations', () => {
  it('lists what is missing and out of date (the script itself), then writes the missing entry for the translator', async () => {
    const listed = await translationsScript(dir, '--missing', '--stale', 'site.yaml');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(`site.yaml:${missingAt.line}:${missingAt.col}  navigation.menuLabel`);
    expect(listed.stdout).toContain(`site.hi.yaml:${staleAt.line}:${staleAt.col}  pages.home.sections[home].stickyBarText`);
    expect(listed.stdout).toMatch(/texts to translate: \d+ translated, \d+ missing, \d+ out of date\./);

    const written = script('translations', dir, '--write-missing', 'site.yaml');
    expect(written.stdout).toMatch(/Added \d+ entr(y|ies) with an empty hi: to site\.hi\.yaml; write the Hindi there\./);
    expect(readFileSync(path.join(dir, 'site.hi.yaml'), 'utf8')).toContain(
      'navigation.label:\n  en: Main\n  hi: मुख्य\n\nnavigation.menuLabel:\n  en: Menu\n  hi: ""\n',
    );
  }, 60_000);

  it('puts every entry back at the place of its English after a review is deleted', () => {
    // The second review taken out of a copy of the real site.yaml: every later review moves up.
    const tidyDir = mkdtempSync(path.join(tmpdir(), 'site-hi-tidy-'));
    const doc = parseDocument(site);
    const sections = doc.getIn(['pages', 'home', 'sections']);
    if (!isSeq(sections)) throw new Error('site.yaml has no home sections');
    const reviews = sections.items.find((section) => isMap(section) && section.get('type') === 'reviews');
    if (!isMap(reviews)) throw new Error('site.yaml has no reviews section');
    reviews.deleteIn(['reviews', 1]);
    writeFileSync(path.join(tidyDir, 'site.yaml'), doc.toString());
    writeFileSync(path.join(tidyDir, 'site.hi.yaml'), readFileSync(translationFileFor(siteFile), 'utf8'));

    const tidied = script('translations', tidyDir, '--tidy', 'site.yaml');
    expect(tidied.code).toBe(0);
    expect(tidied.stdout).toMatch(
      /^moved {4}pages\.home\.sections\[\w+\]\.reviews\[2\]\.text -> pages\.home\.sections\[\w+\]\.reviews\[1\]\.text$/m,
    );
    expect(tidied.stdout).toMatch(/site\.hi\.yaml: \d+ entries moved to the place of their English, \d+ deleted\./);
    const after = script('translations', tidyDir, 'site.yaml');
    expect(after.stdout).toMatch(/texts to translate: \d+ translated, \d+ missing, \d+ out of date\.$/m);
    expect(after.stdout).not.toContain('to move or delete');
  });
});
