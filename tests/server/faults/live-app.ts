// A listening app for the fault tests, and what a visitor and an operator do to it: read pages
// while something is wrong, send the form, ask /readyz.
import { testApkPath } from '../../fixtures/test-apk.ts';
import { contactPath, testApp, validMessage, type TestApp } from '../helpers.ts';
import type { AppOptions } from '../../../src/server/app.ts';

export interface LiveApp extends TestApp {
  url: string;
}

export async function liveApp(databasePath: string, options: Partial<AppOptions> = {}): Promise<LiveApp> {
  // A visitor waits 1.5 s for the store before a 503; a faulty database is tried again every 200 ms.
  const t = await testApp({ databasePath, apkPath: testApkPath, storeWaitMs: 1500, recoverEveryMs: 200, ...options });
  const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...t, url };
}

export interface Sent {
  status: number;
  body: { success: boolean; message: string };
  retryAfter: string | null;
  ms: number;
}

export async function send(url: string, overrides = {}): Promise<Sent> {
  const started = performance.now();
  const response = await fetch(`${url}${contactPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...validMessage(), ...overrides }),
  });
  const body = (await response.json()) as Sent['body'];
  return { status: response.status, body, retryAfter: response.headers.get('retry-after'), ms: performance.now() - started };
}

export async function readyz(
  url: string,
): Promise<{ status: number; body: { status: string; database: { writable: boolean; fault?: string } } }> {
  const response = await fetch(`${url}/readyz`);
  return { status: response.status, body: await response.json() };
}

/** What visitors fetch: a page, a text file, an asset (the stand-in build's, stand-in-build.ts), the APK. */
export const visitorPaths = ['/', '/robots.txt', '/contact', '/assets/stand-in.js', '/api/v1/public/apk'];

/**
 * Fetches the visitor paths one after another, as one visitor does, until `during` settles (and at
 * least ten times), and returns
 * how long each took: the figure the issue asks for (pages within 100 ms through a fault).
 */
export async function pagesDuring<T>(url: string, during: Promise<T>): Promise<{ result: T; timings: number[]; statuses: Set<number> }> {
  let done = false;
  const settled = during.finally(() => {
    done = true;
  });
  const timings: number[] = [];
  const statuses = new Set<number>();
  // At least ten visits, so that even a fault answered at once has a median worth printing.
  for (let index = 0; !done || index < 10; index++) {
    const started = performance.now();
    const response = await fetch(`${url}${visitorPaths[index % visitorPaths.length]}`);
    await response.arrayBuffer();
    timings.push(performance.now() - started);
    statuses.add(response.status);
  }
  return { result: await settled, timings, statuses };
}
