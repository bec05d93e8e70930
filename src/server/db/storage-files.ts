// Every file SQLite needs in order to take a message, checked before the database is opened: the
// folder (SQLite makes the write-ahead log and its index there), the database, the write-ahead log
// (-wal) and its shared-memory index (-shm). SQLite opens a database it may not write read-only
// without a word, and makes the -wal and -shm with the database's own mode: a database at mode 0444
// left a -shm at 0444 too, and after "chmod 644" on the database, as the log advised, that -shm
// still refused every write, even after a restart. Checked first, nothing is made with the wrong
// mode, and the log names each file that is wrong, so the operator's fix is the whole fix.
import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';
import { fault, type Fault } from './faults.ts';

export interface WrongFile {
  path: string;
  /** What is wrong, for the operator: the mode and owner it has, or a read-only filesystem. */
  why: string;
}

/** The files beside the database that SQLite makes and must be able to write. */
export const sqliteCompanions = ['-wal', '-shm'] as const;

const serverUser = () => (process.getuid ? `the server's user, uid ${process.getuid()}` : "the server's user");

function problemWith(file: string, mode: number, kind: 'folder' | 'file'): WrongFile | undefined {
  try {
    accessSync(file, mode);
    return undefined;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // Missing is not wrong: SQLite makes the database, its log and index, and the server the folder.
    if (code === 'ENOENT') return undefined;
    if (code === 'EROFS') return { path: file, why: 'on a read-only filesystem' };
    const stats = statSync(file, { throwIfNoEntry: false });
    const has = stats ? ` (mode ${(stats.mode & 0o777).toString(8).padStart(4, '0')}, owner uid ${stats.uid})` : '';
    // EPERM: an immutable file (chattr +i), which even root may not write.
    const what =
      code === 'EPERM'
        ? 'cannot be written (immutable? see lsattr)'
        : `is not ${kind === 'folder' ? 'writable' : 'readable and writable'} by ${serverUser()}`;
    return { path: file, why: `${what}${has}` };
  }
}

/** Each of the database's files (and its folder) this process could not write, or [] when all are fine. */
export function wrongStorageFiles(database: string): WrongFile[] {
  const problems = [
    problemWith(path.dirname(database), constants.W_OK | constants.X_OK, 'folder'),
    problemWith(database, constants.R_OK | constants.W_OK, 'file'),
    ...sqliteCompanions.map((suffix) => problemWith(`${database}${suffix}`, constants.R_OK | constants.W_OK, 'file')),
  ];
  return problems.filter((problem): problem is WrongFile => problem !== undefined);
}

/** The read-only fault naming each wrong file, as the log shows it. */
export function storageFault(wrong: readonly WrongFile[]): Fault {
  const found = fault('read-only', wrong.map((file) => `${file.path} ${file.why}`).join('; '));
  return { ...found, files: wrong.map((file) => file.path) };
}
