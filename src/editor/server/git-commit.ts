// "Save and commit": the saved files as one commit with a message that says what changed. Only the
// editor's own files are staged, whatever else the working tree holds.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

function git(folder: string, args: string[]): string {
  return execFileSync('git', args, { cwd: folder, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

export function isGitRepository(folder: string): boolean {
  try {
    return git(folder, ['rev-parse', '--is-inside-work-tree']) === 'true';
  } catch {
    return false;
  }
}

/** Commits `files` (and nothing else) with `message`; returns the new commit's short hash. */
export function commitFiles(folder: string, files: readonly string[], message: string): string {
  const names = files.map((file) => path.relative(folder, file));
  git(folder, ['add', '--', ...names]);
  // A machine where nobody set a git name still gets a commit, signed as the editor.
  const identity = (() => {
    try {
      git(folder, ['config', 'user.email']);
      return [];
    } catch {
      return ['-c', 'user.name=Site editor', '-c', 'user.email=editor@localhost'];
    }
  })();
  git(folder, [...identity, 'commit', '--quiet', '-m', message, '--', ...names]);
  return git(folder, ['rev-parse', '--short', 'HEAD']);
}
