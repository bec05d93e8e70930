// WebKitGTK for one worker: its own WebKitWebDriver (the driver serves one session at a time) on a
// free port, one session, and MiniBrowser's window sized so the page gets exactly the viewport the
// test asks for.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Builder, type WebDriver } from 'selenium-webdriver';
import { webkitDriverPath, xvfbPath } from './engines.ts';
import { startXvfb } from './xvfb.ts';

// MiniBrowser's toolbar (back, forward, address, zoom...) holds its window at least 447 px wide:
// a 360 px phone could not be had. GTK takes its look from this file, so the toolbar shrinks to
// nothing and the window to any width. It styles only GTK's widgets: WebKit draws the page's own
// controls and scrollbars itself.
const tinyToolbar = '* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }\n';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Asks `probe` every 25 ms until it gives a value, for at most 10 s; then fails with `failure()`. */
async function pollFor<T>(probe: () => Promise<T | undefined>, failure: () => string): Promise<T> {
  const deadline = performance.now() + 10_000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (performance.now() > deadline) throw new Error(failure());
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Waits for the driver to answer /status (it listens within a few milliseconds of starting). */
async function ready(url: string, driver: ChildProcess): Promise<void> {
  await pollFor(
    async () => {
      if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited with code ${driver.exitCode}`);
      // Refused while it is not listening yet.
      const response = await fetch(`${url}/status`).catch(() => undefined);
      return response?.ok ? true : undefined;
    },
    () => 'WebKitWebDriver did not start within 10 s',
  );
}

export interface WebKitSession {
  driver: WebDriver;
  /** Sizes the window so that the page's viewport is width x height CSS px. */
  resize(width: number, height: number): Promise<void>;
  close(): Promise<void>;
}

export async function startWebKit(): Promise<WebKitSession> {
  if (!webkitDriverPath) throw new Error('WebKitWebDriver is not installed');
  const config = mkdtempSync(path.join(tmpdir(), 'skillstrike-webkit-'));
  mkdirSync(path.join(config, 'gtk-3.0'));
  writeFileSync(path.join(config, 'gtk-3.0/gtk.css'), tinyToolbar);
  // A display of the machine's own only when there is no Xvfb to give the worker one.
  const display = xvfbPath ? await startXvfb() : undefined;
  const port = await freePort();
  const process_ = spawn(webkitDriverPath, [`--port=${port}`], {
    env: {
      ...process.env,
      XDG_CONFIG_HOME: config,
      // Under Xvfb WebKit's compositor runs OpenGL in software (Mesa's llvmpipe), which no visitor's
      // device does: the suite took twice the CPU (webkit-laptop 88 -> 43 core-seconds) for the same
      // layout, scrolling and focus, which are what it checks. MiniBrowser inherits the driver's env.
      WEBKIT_DISABLE_COMPOSITING_MODE: '1',
      ...(display ? { DISPLAY: display.name } : {}),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const url = `http://127.0.0.1:${port}`;
  await ready(url, process_);
  const driver = await new Builder().usingServer(url).withCapabilities({ browserName: 'MiniBrowser' }).build();
  return {
    driver,
    async resize(width, height) {
      // The window is centred on the screen: with no window manager, X gives the keyboard's focus to
      // the window under the pointer, which rests at the screen's middle; a window elsewhere never
      // matches :focus (a 360 px one at the left edge kept its focused skip link out of sight).
      const [screenWidth, screenHeight] = await driver.executeScript<[number, number]>('return [screen.width, screen.height]');
      const place = (outerWidth: number, outerHeight: number) =>
        driver
          .manage()
          .window()
          .setRect({
            x: Math.round((screenWidth - outerWidth) / 2),
            y: Math.round((screenHeight - outerHeight) / 2),
            width: outerWidth,
            height: outerHeight,
          });
      // X gives the window its new size a moment after the driver answers, and the page sees it
      // later still: read the viewport once the page's window has the size asked (under load, the
      // first read once gave 720 px or more, the old 1024 px window's, and the correction below a
      // negative width).
      const viewportOnceSized = (outerWidth: number, outerHeight: number) => {
        let seen = { width: 0, height: 0 };
        return pollFor<[number, number]>(
          async () => {
            const [innerWidth, innerHeight, windowWidth, windowHeight] = await driver.executeScript<[number, number, number, number]>(
              'return [innerWidth, innerHeight, outerWidth, outerHeight]',
            );
            seen = { width: windowWidth, height: windowHeight };
            return windowWidth === outerWidth && windowHeight === outerHeight ? [innerWidth, innerHeight] : undefined;
          },
          () => `The WebKit window stayed ${seen.width} x ${seen.height} px for 10 s, not ${outerWidth} x ${outerHeight}`,
        );
      };
      // The window's frame (what is left of the toolbar) is measured, not guessed.
      await place(width, height);
      const [innerWidth, innerHeight] = await viewportOnceSized(width, height);
      if (innerWidth !== width || innerHeight !== height) {
        const [outerWidth, outerHeight] = [2 * width - innerWidth, 2 * height - innerHeight];
        await place(outerWidth, outerHeight);
        await viewportOnceSized(outerWidth, outerHeight);
      }
    },
    async close() {
      await driver.quit().catch(() => undefined);
      process_.kill();
      display?.close();
      rmSync(config, { recursive: true, force: true });
    },
  };
}
