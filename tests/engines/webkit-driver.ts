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

/** Waits for the driver to answer /status (it listens within a few milliseconds of starting). */
async function ready(url: string, driver: ChildProcess): Promise<void> {
  const deadline = performance.now() + 10_000;
  for (;;) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited with code ${driver.exitCode}`);
    try {
      const response = await fetch(`${url}/status`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (performance.now() > deadline) throw new Error('WebKitWebDriver did not start within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
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
      const viewportOnceSized = async (outerWidth: number, outerHeight: number): Promise<[number, number]> => {
        const deadline = performance.now() + 10_000;
        for (;;) {
          const [innerWidth, innerHeight, seenWidth, seenHeight] = await driver.executeScript<[number, number, number, number]>(
            'return [innerWidth, innerHeight, outerWidth, outerHeight]',
          );
          if (seenWidth === outerWidth && seenHeight === outerHeight) return [innerWidth, innerHeight];
          if (performance.now() > deadline) {
            throw new Error(`The WebKit window stayed ${seenWidth} x ${seenHeight} px for 10 s, not ${outerWidth} x ${outerHeight}`);
          }
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
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
