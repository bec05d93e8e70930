// npm run validate as a marketer runs it: a broken file prints every problem as
// file:LINE:COL  path  sentence  (hint) and exits 1; the real file exits 0.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { defaultSitePath, projectRoot } from '../../src/content/load-site-file.ts';

const run = promisify(execFile);
const tsx = path.join(projectRoot, 'node_modules/.bin/tsx');

async function validate(file?: string): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(tsx, ['scripts/validate.ts', ...(file ? [file] : [])], { cwd: projectRoot });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
  }
}

describe('npm run validate', () => {
  it('passes the real site.yaml', async () => {
    const result = await validate();
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/site\.yaml is valid: 7 pages\./);
  }, 30_000);

  it('lists every problem of a broken file at its line and exits 1', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'site-'));
    const file = path.join(dir, 'site.yaml');
    const broken = readFileSync(defaultSitePath, 'utf8')
      .replace('- type: hero\n', '- type: heroo\n')
      .replace('autoCloseMs: 3000', 'autoCloseMs: soon');
    writeFileSync(file, broken);
    const result = await validate(file);
    expect(result.code).toBe(1);
    const lines = result.stderr.split('\n').filter((line) => /^\S+site\.yaml:\d+:\d+ {2}/.test(line));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/site\.yaml:\d+:16  notices\.autoCloseMs  "autoCloseMs" should be a whole number, not text\./);
    expect(lines[1]).toMatch(/site\.yaml:\d+:15  pages\.home\.sections\[0\]\.type  "heroo" is not a section type\.  \(did you mean "hero"\?/);
    expect(result.stderr).toMatch(/2 problems found/);
  }, 30_000);
});
