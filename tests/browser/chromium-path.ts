// Which Chromium the browser suite drives, and how it is launched. Debian's headless shell first
// (chromium-headless-shell: the same Blink without the desktop browser, a quarter less CPU); the
// full browser or CHROME_PATH otherwise. Locally without any, the suite is skipped with a notice
// (scripts/test.ts); under CI=true a missing browser is an error, never a skip.
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'];
export const chromiumPath = candidates.find((candidate): candidate is string => Boolean(candidate && existsSync(candidate)));

// Flags this machine needs: no sandbox as root, and no calls home (the network is closed, and
// Chromium's background connections would be refused many at a time).
export const launchFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
