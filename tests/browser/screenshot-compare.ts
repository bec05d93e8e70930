// Visual regression: a page's full-length screenshot, taken the same way every time, compared with
// a committed reference.
//
// The same way every time: motion turned off (carousels stand still), the typeface drawn (it is
// font-display: optional, so a page is reloaded until Chromium draws it), every lazy image loaded,
// back at the top with the download bar in its first look, and the copyright year masked.
//
// References are stored as 256-colour PNGs, a quarter of the size of full-colour ones; against
// the full-colour screenshot they differ by less than pixelmatch's colour threshold, so a change
// shows only where the page changed.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import pixelmatch from 'pixelmatch';
import type { Browser, Page } from 'playwright-core';
import { baseURL, scrollToY, showSection } from './site-page.ts';
import { projectRoot } from '../../src/content/load-site-file.ts';

export const referenceDir = path.join(projectRoot, 'tests/browser/screenshots');
export const resultDir = path.join(projectRoot, 'test-results/screenshots');
/** pixelmatch's per-pixel colour threshold (0 to 1): how different a pixel may be and still match. */
const colourThreshold = 0.1;
/** Share of a page's pixels that may differ: anti-aliasing noise passes, a moved block does not. */
export const maxDiffRatio = 0.0002;

async function typefaceDrawn(page: Page): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.every((font) => font.familyName === 'Baloo 2');
}

/**
 * Scrolls down the page so lazy images load, then brings each section that hydrates near the
 * screen (carousels) into view until it is live: a fast scroll can pass one before it wakes. A page
 * with nothing deferred is scrolled in one jump (its lazy images start loading when they come near).
 */
async function loadEverything(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const deferred = await page
    .locator('section:has([data-carousel]), section:has(.skill-games-swiper)')
    .evaluateAll((sections) => sections.map((section) => section.id));
  if (!deferred.length) {
    await scrollToY(page, height);
    return;
  }
  for (let y = 0; y < height; y += 400) {
    await scrollToY(page, y);
    await page.waitForTimeout(50);
  }
  for (const id of deferred) {
    try {
      await showSection(page, id);
    } catch {
      await scrollToY(page, 0);
      await showSection(page, id);
    }
  }
}

/**
 * A page for screenshots at `width`: motion off, one device pixel per CSS pixel. One page serves
 * every route at that width (a fresh context per screenshot cost a second or more each).
 */
export async function screenshotPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 }, reducedMotion: 'reduce', deviceScaleFactor: 1 });
  return context.newPage();
}

/**
 * Opens `route` on `page` as a returning visitor sees it, drawn in the site's typeface: a first load
 * on a busy machine may be drawn in the fallback font (font-display: optional), so the page is
 * loaded again, the font then coming from the cache, until Chromium draws it.
 */
export async function openInTypeface(page: Page, route: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    await page.goto(baseURL + route);
    await page.locator('.loader').waitFor({ state: 'detached', timeout: 20_000 });
    if (await typefaceDrawn(page)) return;
    if (attempt === 3) throw new Error(`${route}: Chromium did not draw the typeface after ${attempt + 1} loads`);
  }
}

/** A full-length PNG screenshot of `route` on `page`, taken the same way every time. */
export async function captureRoute(page: Page, route: string): Promise<Buffer> {
  await openInTypeface(page, route);
  await loadEverything(page);
  await page.waitForLoadState('networkidle');
  // Every image the full-length picture shows has loaded (a carousel's lazy items off to the side
  // are not in the picture and never load).
  await page.waitForFunction(
    () =>
      document.fonts.status === 'loaded' &&
      [...document.images].every((image) => {
        const rect = image.getBoundingClientRect();
        const shown = rect.width > 0 && rect.right > 0 && rect.left < innerWidth && getComputedStyle(image).visibility !== 'hidden';
        return !shown || image.complete;
      }),
    undefined,
    { timeout: 20_000 },
  );
  await scrollToY(page, 0);
  await page.waitForFunction(() => document.querySelector('.mobile-downloads')?.getAttribute('data-scrolled') !== 'true', undefined, {
    timeout: 10_000,
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return await page.screenshot({
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    mask: [page.locator('footer time')],
    maskColor: '#ff00ff',
  });
}

export async function writeReference(file: string, png: Buffer): Promise<void> {
  mkdirSync(path.dirname(file), { recursive: true });
  await sharp(png).png({ palette: true, colors: 256, dither: 0, compressionLevel: 9, effort: 10 }).toFile(file);
}

const rgba = (png: Buffer | string) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });

export interface Comparison {
  /** Why it does not match, or undefined when it does. */
  mismatch?: string;
  /** Where the screenshot and a picture of the differences were written, when it does not match. */
  written?: string[];
}

/** Compares a screenshot with its reference; on a mismatch writes both pictures for review. */
export async function compareWithReference(name: string, actual: Buffer): Promise<Comparison> {
  const referenceFile = path.join(referenceDir, `${name}.png`);
  const write = async (): Promise<string[]> => {
    mkdirSync(resultDir, { recursive: true });
    const actualFile = path.join(resultDir, `${name}.actual.png`);
    writeFileSync(actualFile, actual);
    return [actualFile];
  };
  if (!existsSync(referenceFile))
    return { mismatch: `there is no reference ${path.relative(projectRoot, referenceFile)}`, written: await write() };
  const [shot, reference] = await Promise.all([rgba(actual), rgba(referenceFile)]);
  const { width, height } = shot.info;
  if (width !== reference.info.width || height !== reference.info.height) {
    return {
      mismatch: `the page is ${width} x ${height} px, the reference ${reference.info.width} x ${reference.info.height} px`,
      written: await write(),
    };
  }
  const diff = Buffer.alloc(width * height * 4);
  const differing = pixelmatch(shot.data, reference.data, diff, width, height, { threshold: colourThreshold });
  if (differing <= width * height * maxDiffRatio) return {};
  const written = await write();
  const diffFile = path.join(resultDir, `${name}.diff.png`);
  await sharp(diff, { raw: { width, height, channels: 4 } })
    .png()
    .toFile(diffFile);
  return {
    mismatch: `${differing} pixels (${((differing / (width * height)) * 100).toFixed(3)}%) differ from the reference, more than ${(maxDiffRatio * 100).toFixed(2)}%`,
    written: [...written, diffFile],
  };
}
