// The editor's browser tests: each test starts its own editor (scripts/edit.ts, as npm run edit
// does) on a free port, on a throwaway git checkout of the test site, and opens the address it
// prints. Pages are counted like the browser suite's (the summary reporter adds them up).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { validateCommand } from '../../scripts/validate-command.ts';
import { projectRoot } from '../../src/content/load-site-file.ts';
import { expect, test as base, type Page } from '../browser/fixtures.ts';
import { makeCheckout, type TempCheckout } from './temp-checkout.ts';

/** The day the editor (and validate) takes as today: the test site's dated content is fixed around it. */
export const today = '2026-05-01';
const environment = { SITE_DATE: today, LINT_LEVELS: 'spec-value=off' };

export interface RunningEditor {
  url: string;
  checkout: TempCheckout;
  /** Opens the editor and waits until it has checked the files. */
  open: () => Promise<Page>;
  /** npm run validate on the checkout's files, as a marketer would run it. */
  validate: () => { code: number; output: string };
}

function waitForAddress(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const address = /https?:\/\/\S+/.exec(output)?.[0];
      if (address) resolve(address);
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`The editor stopped (${code}) before printing its address:\n${output}`)));
  });
}

export const test = base.extend<{ editor: RunningEditor }>({
  editor: async ({ page }, use) => {
    const checkout = makeCheckout();
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'scripts/edit.ts')], {
      cwd: projectRoot,
      env: { ...process.env, ...environment, SITE_YAML: checkout.siteFile, PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const url = await waitForAddress(child);
      await use({
        url,
        checkout,
        open: async () => {
          await page.goto(url);
          // A new editor's Vite compiles the site's code for its first preview: on a busy machine
          // that takes most of a minute, once; everything after it is quick.
          await expect(preview(page).locator('main')).toBeVisible({ timeout: 150_000 });
          await expect(page.getByRole('heading', { name: 'Problems' })).toContainText(/\d+ errors?/);
          await expect(page.getByText('checking…')).toHaveCount(0);
          return page;
        },
        validate: () => {
          const outcome = validateCommand([checkout.siteFile], environment);
          return { code: outcome.code, output: outcome.stderr + outcome.stdout };
        },
      });
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      checkout.remove();
    }
  },
});

export { expect };
export type { Page };

/** The preview iframe on screen. */
export const preview = (page: Page) => page.frameLocator('iframe.preview-frame:not([hidden])');

/** The home page's sections in the outline, in order: each one's row (not the lists open under one). */
export const sectionRows = (page: Page) => page.getByRole('list', { name: 'Sections of home' }).locator(':scope > li > .outline-row');

/** The lines `git diff` shows taken out and put in, without its headers. */
export function changedLines(diff: string): string[] {
  return diff.split('\n').filter((line) => /^[+-]/.test(line) && !/^(\+\+\+|---) /.test(line));
}

/** Every comment line of a YAML text, to show none was lost. */
export const commentLines = (text: string) => text.split('\n').filter((line) => line.trimStart().startsWith('#'));
