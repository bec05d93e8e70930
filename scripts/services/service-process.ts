// The one server process behind a temporary PostgreSQL or Redis for the tests: taken down and
// brought up again at will, its output kept for the error that explains a failed start, killed if
// the test run ends first, and its folder removed on stop.
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';

export interface ServiceProcess {
  /** Follows a freshly spawned server: its exit and its output. Returns it. */
  track(started: ChildProcess): ChildProcess;
  /** Everything the server has written so far. */
  output(): string;
  /** Stops the running server with `stopSignal` and waits for it to exit. */
  down(): Promise<void>;
  /** Sends the running server a signal (SIGSTOP: it hangs, its connections open; SIGCONT: it goes on). */
  signal(signal: NodeJS.Signals): void;
  /** down(), then removes the folder; nothing is left behind. */
  stop(): Promise<void>;
}

export function serviceProcess(dir: string, stopSignal: NodeJS.Signals): ServiceProcess {
  let child: ChildProcess | undefined;
  let exited = Promise.resolve();
  const chunks: string[] = [];
  // Never leave a server behind, even when the test run is cut short.
  const killOnExit = () => child?.kill('SIGKILL');
  process.once('exit', killOnExit);

  const down = async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      // A server that was made to hang (SIGSTOP) must go on to hear the stop.
      child.kill('SIGCONT');
      child.kill(stopSignal);
      await exited;
    }
  };
  return {
    track(started) {
      child = started;
      exited = new Promise<void>((resolve) => started.once('exit', () => resolve()));
      for (const stream of [started.stdout, started.stderr]) stream?.setEncoding('utf8').on('data', (chunk: string) => chunks.push(chunk));
      return started;
    },
    output: () => chunks.join(''),
    down,
    signal(signal) {
      child?.kill(signal);
    },
    async stop() {
      process.removeListener('exit', killOnExit);
      await down();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
