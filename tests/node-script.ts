// Runs one of the project's TypeScript scripts in a child process as `node --import tsx script`. The
// tsx CLI would put a second Node process in front of each run: 0.3-0.4 s of CPU more per run on a
// 2-core machine (the CLI tests start dozens), and a parent that relays signals, so a SIGKILL in the
// crash tests would kill only it and leave the server running.
export const node = process.execPath;

/** The arguments for `node`: the script (relative to the project's root, the child's cwd) and its own. */
export function scriptArgs(script: string, ...args: string[]): string[] {
  return ['--import', 'tsx', script, ...args];
}
