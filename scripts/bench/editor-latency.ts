// npm run bench -- --only editor: how long after a keystroke in the editor the preview shows it,
// and a problem shows on its field. The editor runs on a throwaway copy of site.yaml (never the
// file itself) in headless Chromium at 1280 px; each time is taken in the page, from the key's
// keydown to the frame on which the preview (or the field's problem) shows the change.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { lintLevelsFromEnv, projectRoot } from '../../src/content/load-site-file.ts';
import { startEditor } from '../../src/editor/server/start-editor.ts';
import { median } from './median.ts';

export interface EditorLatency {
  keystrokes: number;
  previewMs: number[];
  errorMs: number[];
  /** The server's time for each check of the draft (validate's own code), in ms. */
  checkMs: number[];
  medianPreviewMs: number;
  medianErrorMs: number;
  medianCheckMs: number;
}

const headline = '#field-pages-home-sections-0-headline';

// The page's side is written as text: tsx would wrap functions handed to evaluate in a helper
// (__name) that the page does not have.
const noteKeydown = `window.keyAt = 0; document.addEventListener('keydown', () => { window.keyAt = performance.now(); }, { capture: true, once: true });`;
const waitFor = (shown: string) => `new Promise((resolve, reject) => {
  const started = performance.now();
  const look = () => {
    if (${shown}) resolve(performance.now() - window.keyAt);
    else if (performance.now() - started > 20000) reject(new Error('not shown after 20 s'));
    else requestAnimationFrame(look);
  };
  look();
})`;

/** Presses `key` in the focused field; resolves with the ms from its keydown to the frame on which `shown` holds. */
async function timeKey(page: Page, key: string, shown: string): Promise<number> {
  await page.evaluate(noteKeydown);
  await page.keyboard.press(key);
  return page.evaluate<number>(waitFor(shown));
}

export async function measureEditorLatency(options: { chromePath: string; keystrokes: number }): Promise<EditorLatency> {
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-editor-'));
  for (const name of ['site.yaml', 'site.hi.yaml', 'public'])
    cpSync(path.join(projectRoot, name), path.join(folder, name), { recursive: true });
  const editor = await startEditor({ siteFile: path.join(folder, 'site.yaml'), port: 0, levels: lintLevelsFromEnv() });
  const browser = await chromium.launch({ executablePath: options.chromePath, args: ['--no-sandbox', '--disable-gpu'] });
  const checkMs: number[] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.on('response', (response) => {
      if (response.url().endsWith('/api/check'))
        void response.json().then(
          (answer: { ms: number }) => checkMs.push(answer.ms),
          () => {},
        );
    });
    await page.goto(editor.url);
    await page.getByRole('button', { name: /hero · #/ }).click();
    const field = page.locator(headline);
    await field.fill('Play');
    const frame = `document.querySelector('iframe.preview-frame:not([hidden])').contentDocument`;
    await page.waitForFunction(`${frame}.querySelector('h1')?.textContent === 'Play'`);
    await field.focus();
    await page.keyboard.press('End');
    const previewMs: number[] = [];
    const errorMs: number[] = [];
    let text = 'Play';
    for (let i = 0; i < options.keystrokes; i++) {
      // Words of four letters: a longer one would trip the long-word rule, and an error keeps the
      // preview as it was.
      const letter = 'wins '[i % 5] === ' ' ? 'Space' : 'wins '[i % 5];
      text += letter === 'Space' ? ' ' : letter;
      previewMs.push(await timeKey(page, letter, `${frame}.querySelector('h1')?.textContent === ${JSON.stringify(text)}`));
    }
    // A keystroke that makes an error: the ">" that closes "<b>" (html-tag), then three back.
    const problemOnField = `document.querySelector('${headline}')?.closest('.field')?.querySelector('.field-problems')`;
    for (let i = 0; i < Math.max(3, Math.round(options.keystrokes / 3)); i++) {
      await page.keyboard.type(' <b');
      errorMs.push(await timeKey(page, '>', `Boolean(${problemOnField}?.textContent.includes('<b>'))`));
      for (let back = 0; back < 4; back++) await page.keyboard.press('Backspace');
      await page.waitForFunction(`!${problemOnField}`);
    }
    return {
      keystrokes: previewMs.length,
      previewMs,
      errorMs,
      checkMs,
      medianPreviewMs: median(previewMs),
      medianErrorMs: median(errorMs),
      medianCheckMs: median(checkMs),
    };
  } finally {
    await browser.close();
    await editor.close();
    rmSync(folder, { recursive: true, force: true });
  }
}
