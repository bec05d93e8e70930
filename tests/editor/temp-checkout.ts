// A throwaway git checkout of the test site for the editor's tests: site.yaml and site.hi.yaml of
// tests/fixtures/site/ (or given texts) and a copy of public/, committed, in a temporary folder.
// The editor never runs on the working tree's own site.yaml in a test.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../src/content/load-site-file.ts';

export interface TempCheckout {
  folder: string;
  siteFile: string;
  translationFile: string;
  read: (name?: string) => string;
  /** `git diff` of the working tree against the last commit, or of a commit (`git show`). */
  git: (...args: string[]) => string;
  remove: () => void;
}

const fixture = (name: string) => readFileSync(path.join(projectRoot, 'tests/fixtures/site', name), 'utf8');

export function makeCheckout(texts: { site?: string; translation?: string | null } = {}, withPublic = true): TempCheckout {
  const folder = mkdtempSync(path.join(tmpdir(), 'site-editor-'));
  const siteFile = path.join(folder, 'site.yaml');
  const translationFile = path.join(folder, 'site.hi.yaml');
  writeFileSync(siteFile, texts.site ?? fixture('site.yaml'));
  if (texts.translation !== null) writeFileSync(translationFile, texts.translation ?? fixture('site.hi.yaml'));
  if (withPublic) cpSync(path.join(projectRoot, 'public'), path.join(folder, 'public'), { recursive: true });
  const git = (...args: string[]) => execFileSync('git', args, { cwd: folder, encoding: 'utf8' });
  git('init', '--quiet');
  git('config', 'user.name', 'Test Marketer');
  git('config', 'user.email', 'marketer@example.in');
  git('add', '-A');
  git('commit', '--quiet', '-m', 'The test site');
  return {
    folder,
    siteFile,
    translationFile,
    read: (name = 'site.yaml') => readFileSync(path.join(folder, name), 'utf8'),
    git,
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}
