// An X display of its own for each WebKit worker: MiniBrowser has no headless mode, and two of its
// windows on one display (two workers) take the keyboard's focus from each other, so the page in
// the window without it never matches :focus (a focused skip link stayed out of sight).
import { spawn, type ChildProcess } from 'node:child_process';
import { xvfbPath } from './engines.ts';

export interface Display {
  name: string;
  close(): void;
}

/** Starts Xvfb on a free display; resolves once it accepts clients. */
export function startXvfb(): Promise<Display> {
  if (!xvfbPath) throw new Error('Xvfb is not installed');
  const binary = xvfbPath;
  return new Promise((resolve, reject) => {
    // -displayfd: Xvfb picks a free display and writes its number to fd 3 once it is ready.
    const xvfb: ChildProcess = spawn(binary, ['-displayfd', '3', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    });
    const failed = (code: number | null) => reject(new Error(`Xvfb exited with code ${code}`));
    xvfb.on('error', reject);
    xvfb.on('exit', failed);
    xvfb.stdio[3]?.once('data', (chunk: Buffer) => {
      xvfb.off('exit', failed);
      resolve({ name: `:${chunk.toString().trim()}`, close: () => xvfb.kill() });
    });
  });
}
