// The server starts from the build alone (dist/ and its server-manifest.json), never from
// site.yaml, and refuses to start on a mistaken setting with one clear line per mistake. It reads
// the test site's build (npm run build:fixture), so it runs in the "built" project.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/content/load-site-file.ts';
import { readSettings, SettingsError } from '../../src/server/config/environment.ts';
import { readServerManifest, manifestFileName } from '../../src/server/config/server-manifest.ts';
import { distDir, site, tempDir, testApp } from './helpers.ts';
import { startServer } from './server-process.ts';
import { node, scriptArgs } from '../node-script.ts';

const manifest = readServerManifest(distDir);

/** Runs the server expecting it not to start: its exit code and what it printed. */
function failedStart(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(node, scriptArgs('src/server/server.ts'), {
    cwd: projectRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', DIST_DIR: distDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    }),
  );
}

/** Every file the server's code imports, followed from server.ts through relative imports. */
function serverImports(): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) visit(path.resolve(path.dirname(file), specifier));
  };
  visit(path.join(projectRoot, 'src/server/server.ts'));
  visit(path.join(projectRoot, 'src/server/db/database-worker.ts'));
  return seen;
}

describe('the build manifest', () => {
  it('holds what the server needs, from site.yaml as it was built', () => {
    expect(manifest.api).toEqual(site.api);
    expect(manifest.contact).toEqual(site.contact);
    expect(manifest.privacy).toEqual(site.privacy);
    expect(manifest.apk.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(manifest.csp.scripts.length).toBeGreaterThan(0);
  });

  it('is not served to visitors', async () => {
    const t = await testApp({ distDir });
    try {
      expect((await t.app.inject({ method: 'GET', url: `/${manifestFileName}` })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('is all the server reads: nothing it imports loads or checks site.yaml', () => {
    const loaded = [...serverImports()].map((file) => path.relative(projectRoot, file));
    expect(loaded).toContain('src/server/config/server-manifest.ts');
    expect(loaded.filter((file) => /src\/content\/(load-site|schema|lint|schedule)|yaml/.test(file))).toEqual([]);
  });
});

describe('starting the server', () => {
  it('starts from the build even when site.yaml could not be read today', async () => {
    // SITE_DATE is read by the site.yaml loader only: a server that loaded site.yaml would stop here.
    const folder = tempDir('skillstrike-start-');
    const server = await startServer({ SITE_DATE: 'not-a-day', DATABASE_PATH: path.join(folder.dir, 'contact.sqlite') });
    try {
      expect((await fetch(`${server.url}/`)).status).toBe(200);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      folder.remove();
    }
  });

  it('refuses mistaken settings, one line for each, and does not start', async () => {
    const { code, output } = await failedStart({
      SHUTDOWN_GRACE_MS: 'abc',
      TRUST_PROXY: 'true',
      PORT: '99999',
      SMTP_URL: 'http://mail.example',
      LOG_LEVEL: 'loud',
    });
    expect(code).toBe(1);
    for (const line of [
      'SHUTDOWN_GRACE_MS=abc: give a whole number of milliseconds',
      'TRUST_PROXY=true would believe any X-Forwarded-For',
      'PORT=99999: give a whole number from 0 to 65535',
      'SMTP_URL: give a URL starting with smtp:// or smtps://',
      'MAIL_FROM: give the address the emails come from',
      'LOG_LEVEL=loud: give one of',
    ]) {
      expect(output).toContain(line);
    }
    expect(output).toContain('The server did not start.');
  });

  it('says what to do when there is no build', async () => {
    const folder = tempDir('skillstrike-nobuild-');
    try {
      const { code, output } = await failedStart({ DIST_DIR: folder.dir });
      expect(code).toBe(1);
      expect(output).toContain('run "npm run build" first');
    } finally {
      folder.remove();
    }
  });
});

describe('readSettings', () => {
  it('reads a hop count or proxy addresses for TRUST_PROXY, and delivery from the environment', () => {
    expect(readSettings({ TRUST_PROXY: '2' }, manifest).trustProxy).toBe(2);
    expect(readSettings({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,loopback' }, manifest).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'loopback',
    ]);
    expect(readSettings({}, manifest).trustProxy).toBe(false);
    const settings = readSettings(
      {
        SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
        MAIL_FROM: 'website@skillstrike.in',
        MAIL_TO: 'a@skillstrike.in, b@skillstrike.in',
        WEBHOOK_URL: 'https://hooks.example/contact',
        WEBHOOK_SECRET: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      },
      manifest,
    );
    expect(settings.delivery.email).toEqual({
      url: 'smtps://user:pass@smtp.example.com:465',
      from: 'website@skillstrike.in',
      to: ['a@skillstrike.in', 'b@skillstrike.in'],
    });
    expect(settings.delivery.webhook?.secret).toEqual(Buffer.from('MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'base64'));
  });

  it('lists every mistake at once, and never shows a password from a URL', () => {
    let error: unknown;
    try {
      readSettings(
        { TRUST_PROXY: '10.0.0.999', WEBHOOK_URL: 'ftp://user:secret@x', CONTACT_RATE_MAX: '0', METRICS_TOKEN: 'short' },
        manifest,
      );
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SettingsError);
    const problems = (error as SettingsError).problems;
    expect(problems).toHaveLength(5);
    expect(problems.join('\n')).not.toContain('secret');
  });
});
