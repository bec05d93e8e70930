// site.yaml and site.hi.yaml on disk: read with a fingerprint, written whole in one step (a
// temporary file renamed over the old one, so another program never reads half a file), and
// watched, so the editor can say when another editor or a git pull changed them.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, statSync, unwatchFile, watchFile, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FileState } from '../shared/api.ts';

export const versionOf = (text: string): string => createHash('sha256').update(text).digest('hex');

export function readFileState(file: string): FileState {
  const text = readFileSync(file, 'utf8');
  return { name: path.basename(file), text, version: versionOf(text) };
}

export function readOptionalFileState(file: string): FileState | null {
  return existsSync(file) ? readFileState(file) : null;
}

export function writeWhole(file: string, text: string): FileState {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.editor-${process.pid}`);
  const mode = existsSync(file) ? statSync(file).mode : undefined;
  writeFileSync(temporary, text, mode === undefined ? undefined : { mode });
  renameSync(temporary, file);
  return { name: path.basename(file), text, version: versionOf(text) };
}

/** Calls `changed` when one of the files' contents differ from what was last seen; returns the stop. */
export function watchFiles(files: readonly string[], changed: () => void, intervalMs = 400): () => void {
  // Polling rather than fs.watch: git and most editors replace the file (a new inode), which an
  // inotify watch on the old one never reports.
  const seen = new Map(files.map((file) => [file, existsSync(file) ? versionOf(readFileSync(file, 'utf8')) : '']));
  const check = (file: string) => () => {
    const now = existsSync(file) ? versionOf(readFileSync(file, 'utf8')) : '';
    if (now === seen.get(file)) return;
    seen.set(file, now);
    changed();
  };
  const listeners = files.map((file) => [file, check(file)] as const);
  for (const [file, listener] of listeners) watchFile(file, { interval: intervalMs }, listener);
  return () => {
    for (const [file, listener] of listeners) unwatchFile(file, listener);
  };
}
