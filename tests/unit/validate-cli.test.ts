// npm run validate as a marketer runs it: a broken file prints every problem as
// file:LINE:COL  path  sentence  (hint) and exits 1; the real file exits 0. The broken files are
// edits of the test site (tests/fixtures/site/), checked with its rule levels (LINT_LEVELS).
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/content/load-site-file.ts';
import { fixtureSiteText } from '../fixture-site.ts';
import { positionOf } from './site-fixtures.ts';
import { sectionTypes } from '../../src/content/schema-check.ts';
import { listWords } from '../../src/content/suggest.ts';
import { node, scriptArgs } from '../node-script.ts';
import type { CommandOutcome } from '../../scripts/command-outcome.ts';
import { validateCommand } from '../../scripts/validate-command.ts';

const run = promisify(execFile);

/**
 * Runs validate as npm does: from the project's root, with INIT_CWD where the command was typed.
 * In this process (the script is a thin wrapper round validateCommand), except where a test says it
 * runs the script itself.
 */
function validate(file?: string, ...flags: string[]): CommandOutcome {
  return validateCommand([...(file ? [file] : []), ...flags], environment(projectRoot, file));
}

function validateTypedIn(typedIn: string, file: string): CommandOutcome {
  return validateCommand([file], environment(typedIn, file));
}

// A file named is an edit of the test site, whose fast timings the spec-value rule would stop.
const environment = (typedIn: string, file?: string): NodeJS.ProcessEnv => ({
  ...process.env,
  SITE_DATE: '2026-05-01',
  INIT_CWD: typedIn,
  ...(file ? { LINT_LEVELS: 'spec-value=off' } : {}),
});

/** npm run validate's own process: what it prints and its exit code. */
async function validateScript(file: string): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(node, scriptArgs('scripts/validate.ts', file), {
      cwd: projectRoot,
      env: environment(projectRoot, file),
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
  }
}

/** A copy of the test site with edits, in its own folder; returns its path. */
function siteFile(edit: (text: string) => string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'site-')), 'site.yaml');
  writeFileSync(file, edit(fixtureSiteText));
  return file;
}

/** One error (a misspelled section type) and one warning (a window that has ended). */
const errorAndWarning = (text: string) =>
  text.replace('- type: hero\n', '- type: heroo\n').replace('        id: stats\n', '        id: stats\n        visibleUntil: 2026-04-30\n');
/** Only the warning. */
const warningOnly = (text: string) => text.replace('        id: stats\n', '        id: stats\n        visibleUntil: 2026-04-30\n');
const original = fixtureSiteText;
const typo = positionOf(errorAndWarning(original), 'type: heroo', 6);
const ended = positionOf(warningOnly(original), 'visibleUntil: 2026-04-30', 14);

describe('npm run validate', () => {
  it('passes the real site.yaml, printing only the warnings about its own copy', () => {
    const result = validate();
    expect(result.code).toBe(0);
    const lines = result.stderr.split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(0);
    // Named as SITE_YAML names it (npm run test:copy-edits runs on a copy elsewhere), and a Hindi text
    // a copy edit left out of date is a warning at its line in site.hi.yaml.
    for (const line of lines) expect(line).toMatch(/^(\S+\/)?site(\.hi)?\.yaml:\d+:\d+ {2}\S+ {2}warning: /);
    expect(result.stdout).toMatch(new RegExp(`site\\.yaml is valid: 7 pages, with ${lines.length} warnings? above\\.`));
  });

  it('passes a file without warnings (the test site) silently', () => {
    const result = validate(siteFile((text) => text));
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/site\.yaml is valid: 7 pages\./);
  });

  it('lists every problem of a broken file at its line and exits 1 (the script itself)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'site-'));
    const file = path.join(dir, 'site.yaml');
    const broken = fixtureSiteText.replace('- type: hero\n', '- type: heroo\n').replace('autoCloseMs: 3000', 'autoCloseMs: soon');
    writeFileSync(file, broken);
    const result = await validateScript(file);
    expect(result.code).toBe(1);
    const lines = result.stderr.split('\n').filter((line) => /^\S+site\.yaml:\d+:\d+ {2}/.test(line));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/site\.yaml:\d+:16 {2}notices\.autoCloseMs {2}"autoCloseMs" should be a whole number, not text\./);
    expect(lines[1]).toMatch(
      /site\.yaml:\d+:15 {2}pages\.home\.sections\[0\]\.type {2}"heroo" is not a section type\. {2}\(did you mean "hero"\?/,
    );
    expect(result.stderr).toMatch(/2 problems found/);
  }, 90_000);

  it('prints warnings alone and still exits 0', () => {
    const result = validate(siteFile(warningOnly));
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(
      `site.yaml:${ended.line}:${ended.col}  pages.home.sections[1].visibleUntil  warning: This was last shown on 2026-04-30; the build of 2026-05-01 leaves it out.`,
    );
    expect(result.stdout).toMatch(/site\.yaml is valid: 7 pages, with 1 warning above\./);
  });

  it('--format json prints one list of records for tools', () => {
    const file = siteFile(errorAndWarning);
    const result = validate(file, '--format', 'json');
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('');
    const name = path.relative(projectRoot, file);
    expect(JSON.parse(result.stdout)).toEqual([
      {
        severity: 'error',
        file: name,
        ...typo,
        path: 'pages.home.sections[0].type',
        message: '"heroo" is not a section type.',
        hint: expect.stringMatching(/^did you mean "hero"\?/),
        rule: 'schema/discriminator',
      },
    ]);
    const warnings = validate(siteFile(warningOnly), '--format=json');
    expect(warnings.code).toBe(0);
    expect(JSON.parse(warnings.stdout)).toEqual([
      {
        severity: 'warning',
        file: expect.stringMatching(/site\.yaml$/),
        ...ended,
        path: 'pages.home.sections[1].visibleUntil',
        message: 'This was last shown on 2026-04-30; the build of 2026-05-01 leaves it out.',
        hint: 'remove it from site.yaml, or move visibleUntil later',
        rule: 'schedule-ended',
      },
    ]);
  });

  it('--format github prints workflow annotations, escaped', () => {
    const file = siteFile(errorAndWarning);
    const result = validate(file, '--format', 'github');
    expect(result.code).toBe(1);
    const name = path.relative(projectRoot, file);
    expect(result.stdout.trim().split('\n')).toEqual([
      `::error file=${name},line=${typo.line},col=${typo.col},title=pages.home.sections[0].type (schema/discriminator)::"heroo" is not a section type.%0ADid you mean "hero"? Section types are ${listWords(sectionTypes)}`,
    ]);
    const warnings = validate(siteFile(warningOnly), '--format', 'github');
    expect(warnings.code).toBe(0);
    expect(warnings.stdout).toContain(
      `,line=${ended.line},col=${ended.col},title=pages.home.sections[1].visibleUntil (schedule-ended)::This was last shown on 2026-04-30; the build of 2026-05-01 leaves it out.%0ARemove it from site.yaml, or move visibleUntil later`,
    );
    expect(warnings.stdout.startsWith('::warning file=')).toBe(true);
  });

  it('checks the file the person named from a subfolder, not the site.yaml at the root', () => {
    const file = siteFile(errorAndWarning);
    const result = validateTypedIn(path.dirname(file), 'site.yaml');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`site.yaml:${typo.line}:${typo.col}  pages.home.sections[0].type  "heroo" is not a section type.`);
  });

  it('--strict (a release gate) makes a warning an error', () => {
    const result = validate(siteFile(warningOnly), '--strict');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `:${ended.line}:${ended.col}  pages.home.sections[1].visibleUntil  This was last shown on 2026-04-30; the build of 2026-05-01 leaves it out. (an error with --strict)`,
    );
  });

  it('refuses an option it does not know, saying how to call it', () => {
    const result = validate(undefined, '--fromat', 'json');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("Unknown option '--fromat'");
    expect(result.stderr).toContain('Run it as: npm run validate -- [file] [--format human|github|json] [--strict]');
  });

  it('refuses an unknown format', () => {
    const result = validate(undefined, '--format', 'xml');
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--format must be one of human, github, json, not "xml"\./);
  });
});
