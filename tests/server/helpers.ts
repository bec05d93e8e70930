// Shared set-up for the server tests: an app on the test site (tests/fixtures/site/) with its own
// temporary database. The API tests serve a stand-in for the built site (stand-in-build.ts), so they
// need no build; the tests of the built pages (the "built" project) pass the test site's build instead.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import { buildApp, type AppOptions } from '../../src/server/app.ts';
import { fixtureDistDir, fixtureSite } from '../fixture-site.ts';
import { standInManifest, standInPagesDir } from './stand-in-build.ts';
import type { ContactValues } from '../../src/contact/rules.ts';

export const site = fixtureSite;
/** The test site's build (npm run build:fixture), for tests of the built pages. */
export const distDir = fixtureDistDir;
export const contactPath = site.api.contactPath;
export const apkPath = site.api.apkPath;
export const serverMessages = site.contact.server;
export const apiErrors = site.api.errors;
/** High enough that no test but the rate-limit one ever meets it. */
export const liftedRateLimit = { max: 100_000, windowMinutes: 1 };

export interface TestApp {
  app: FastifyInstance;
  databasePath: string;
  dir: string;
  /** Rows in contact_messages, read through a separate connection as an operator would. */
  storedCount(): number;
  close(): Promise<void>;
}

export function tempDir(prefix = 'skillstrike-test-'): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export async function testApp(options: Partial<AppOptions> = {}): Promise<TestApp> {
  const temp = tempDir();
  const databasePath = options.databasePath ?? path.join(temp.dir, 'contact.sqlite');
  const app = await buildApp({
    // The stand-in pages and the test site's manifest, unless a test passes a build of its own.
    distDir: standInPagesDir,
    manifest: options.distDir ? undefined : standInManifest,
    apkPath: path.join(temp.dir, 'no-such.apk'),
    rateLimit: liftedRateLimit,
    // Tests never pick up the machine's own settings (a DATABASE_PATH, an SMTP server).
    env: {},
    ...options,
    databasePath,
  });
  return {
    app,
    databasePath,
    dir: temp.dir,
    storedCount: () => countRows(databasePath),
    close: async () => {
      await app.close();
      temp.remove();
    },
  };
}

export function countRows(databasePath: string, where = '1'): number {
  const db = new Database(databasePath, { readonly: true });
  try {
    return db.prepare(`SELECT count(*) FROM contact_messages WHERE ${where}`).pluck().get() as number;
  } finally {
    db.close();
  }
}

export const validMessage = (overrides: Partial<ContactValues> = {}): ContactValues => ({
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha.verma@example.in',
  mobileNumber: '9876543210',
  subject: 'Withdrawal pending',
  message: 'My withdrawal from yesterday is still pending.\nCould you check it, please?',
  ...overrides,
});

export function postContact(app: FastifyInstance, payload: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: contactPath,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : JSON.stringify(payload),
  });
}

/** Waits until `condition` holds (a delivery arrived, a fault cleared), or fails after `timeoutMs`. */
export async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 20_000, what = 'the condition'): Promise<void> {
  await vi.waitFor(
    async () => {
      if (!(await condition())) throw new Error(`${what} was not met within ${timeoutMs} ms`);
    },
    { timeout: timeoutMs, interval: 25 },
  );
}
