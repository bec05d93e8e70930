// Every route at every width the issue names (320-1440 px, plus 769, the first width with the desktop
// navigation), in real Chromium, checked as a visitor and as a compliance reviewer would look:
// - nothing runs off the side of the screen, with the usual text size or a larger one;
// - the desktop navigation is one row of one-line links;
// - no footer text lies on the footer's skyline artwork, nor under the phone's fixed download bar,
//   and the artwork stands above that bar;
// - every download button has the 18+ notice and the risk disclaimer beside it, on screen with it;
// - the footer shows the legal entity, its registration number and registered office and the
//   grievance officer on every width; the Responsible Gaming page shows the helpline.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, it, type ExpectStatic } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { hasBrowser, launchChromium } from './chromium.ts';
import { projectRoot } from '../../src/content/load-site-file.ts';
import { scrollThrough, scrollToY, site, visit } from './site-page.ts';
import { fixtureHindiSite } from '../fixture-site.ts';

const widths = [320, 360, 412, 768, 769, 820, 1024, 1280, 1440];
const routes = Object.values(site.pages).map((page) => page.path);
const { compliance, layout, downloads } = site;

/**
 * Where each footer artwork's skyline starts, as a fraction of the artwork's height from its top:
 * the highest roof in the SVG's path (footer-mobile.svg y=546.7 of 720, footer-desktop.svg y=205.2
 * of 360). Below it are the buildings and the floor, which text must not cross.
 */
const skylineTop: Record<string, number> = {
  '/images/footer-mobile.svg': 546.7 / 720,
  '/images/footer-desktop.svg': 205.2 / 360,
};

function artworkSize(src: string): { width: number; height: number } {
  const svg = readFileSync(path.join(projectRoot, 'public', src), 'utf8');
  const viewBox = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  if (!viewBox) throw new Error(`${src} has no viewBox`);
  return { width: Number(viewBox[1]), height: Number(viewBox[2]) };
}

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
  text: string;
}

/** Boxes of every piece of text and every icon link in the footer, in page coordinates. */
function footerTextBoxes(page: Page): Promise<Box[]> {
  return page.locator('footer.site-footer').evaluate((footer) => {
    const boxes: Box[] = [];
    const walker = document.createTreeWalker(footer, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('.visually-hidden')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width && rect.height)
          boxes.push({ top: rect.top + scrollY, bottom: rect.bottom + scrollY, left: rect.left, right: rect.right, text });
      }
    }
    for (const link of footer.querySelectorAll('.social-link')) {
      const rect = link.getBoundingClientRect();
      boxes.push({
        top: rect.top + scrollY,
        bottom: rect.bottom + scrollY,
        left: rect.left,
        right: rect.right,
        text: link.textContent?.trim() ?? 'icon',
      });
    }
    return boxes;
  });
}

interface Artwork {
  /** Page-coordinate top of the artwork's skyline: text must stay above it. */
  skyline: number;
  /** Page-coordinate bottom edge of the artwork. */
  bottom: number;
}

/** Where the footer artwork is drawn, from how CSS draws the background. */
async function footerArtwork(expect: ExpectStatic, page: Page, width: number): Promise<Artwork> {
  const src = width > layout.footerImageMaxWidth ? site.footer.background.wide : site.footer.background.narrow;
  const art = artworkSize(src);
  const footer = await page.locator('footer.site-footer').evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return {
      width: rect.width,
      height: rect.height,
      bottom: rect.bottom + scrollY,
      size: style.backgroundSize,
      position: style.backgroundPosition,
      image: style.backgroundImage,
    };
  });
  expect(footer.image, 'the footer artwork for this width').toContain(src);
  // Drawn along the bottom edge, or lifted above it by a length ("calc(100% - 160px)").
  const lifted = /calc\(100% - ([\d.]+)px\)$/.exec(footer.position)?.[1];
  expect(lifted !== undefined || / 100%$/.test(footer.position), `background-position ${footer.position}`).toBe(true);
  const scale = footer.size === 'cover' ? Math.max(footer.width / art.width, footer.height / art.height) : footer.width / art.width;
  expect(footer.size === 'cover' || footer.size.startsWith('100%'), `background-size ${footer.size}`).toBe(true);
  const bottom = footer.bottom - Number(lifted ?? 0);
  return { bottom, skyline: bottom - art.height * scale * (1 - skylineTop[src]) };
}

const overlaps = (
  a: { top: number; bottom: number; left: number; right: number },
  b: { top: number; bottom: number; left: number; right: number },
) => a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5 && a.left < b.right - 0.5 && b.left < a.right - 0.5;

/** Whether an element lies wholly inside the screen as it is now. */
function onScreen(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && rect.top >= -0.5 && rect.left >= -0.5 && rect.bottom <= innerHeight + 0.5 && rect.right <= innerWidth + 0.5;
  });
}

const fontSize = (locator: Locator) => locator.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));

/**
 * Every check at one width, on a page already open. The page is resized rather than opened again
 * per width: one load per route keeps this test to about a minute; the layouts are CSS (media
 * queries and measured heights), so a resize shows what a fresh load at that width would.
 */
/** Elements whose text is painted by their background and reaches past their box (by more than 1 px). */
function textCutByItsBox(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => getComputedStyle(element).backgroundClip === 'text' && element.textContent?.trim())
      .flatMap((element) => {
        const box = element.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(element);
        const lines = [...range.getClientRects()];
        const over = Math.max(
          box.top - Math.min(...lines.map((line) => line.top)),
          Math.max(...lines.map((line) => line.bottom)) - box.bottom,
        );
        return over > 1 ? [`${element.className}: ${element.textContent?.trim().slice(0, 20)} (${over.toFixed(1)} px)`] : [];
      }),
  );
}

async function checkAt(expect: ExpectStatic, page: Page, problems: string[], route: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await scrollToY(page, 0);
  const where = `${route} at ${width} px`;
  // Back at the top, the phone's download bar returns to its first look (the fixed row).
  const bar = page.locator('.mobile-downloads');
  if (await bar.isVisible()) await expect.poll(() => bar.getAttribute('data-scrolled')).toBe('false');

  // Download buttons as the page first shows them: the hero's (or the phone's fixed row) must
  // carry its statements on the first screen, no scrolling needed.
  const groups = page.getByRole('group', { name: downloads.label }).filter({ visible: true });
  for (const group of await groups.all()) {
    const block = group.locator('xpath=..');
    const age = block.locator('.age-notice');
    const risk = block.locator('.risk-disclaimer');
    expect(await age.textContent(), where).toBe(`${compliance.ageNotice.badge} ${compliance.ageNotice.text}`);
    expect(await risk.textContent(), where).toBe(compliance.riskDisclaimer);
    expect(await fontSize(risk), `the disclaimer's size on ${where}`).toBeGreaterThanOrEqual(13);
    if (await onScreen(group)) {
      expect(await onScreen(age), `18+ notice beside the buttons on the first screen of ${where}`).toBe(true);
      expect(await onScreen(risk), `disclaimer beside the buttons on the first screen of ${where}`).toBe(true);
    }
  }
  if (route === '/' && width > layout.mobileMaxWidth) {
    // The hero gives the disclaimer a line of its own at body size or larger, on the first screen.
    const hero = page.locator('.hero-downloads .risk-disclaimer');
    expect(await onScreen(hero), `hero disclaimer on the first screen at ${width} px`).toBe(true);
    expect(await fontSize(hero)).toBeGreaterThanOrEqual(await fontSize(page.locator('body')));
  }

  expect(await page.evaluate(() => document.documentElement.scrollWidth), `horizontal overflow on ${where}`).toBeLessThanOrEqual(width);
  // Text painted by its background (a gradient, background-clip: text) is painted only inside its
  // box: the font's whole height must fit in it, or marks above and below (the matras of Hindi) are
  // cut flat.
  expect(await textCutByItsBox(page), `gradient text cut by its box on ${where}`).toEqual([]);

  // Every download button, wherever it is, with its statements on screen beside it.
  for (const group of await groups.all()) {
    await group.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    const block = group.locator('xpath=..');
    expect(await onScreen(group), where).toBe(true);
    expect(await onScreen(block.locator('.age-notice')), `18+ notice beside the buttons on ${where}`).toBe(true);
    expect(await onScreen(block.locator('.risk-disclaimer')), `disclaimer beside the buttons on ${where}`).toBe(true);
  }
  await scrollToY(page, 0);

  if (width > layout.mobileMaxWidth) {
    const links = page.getByRole('navigation', { name: site.navigation.label }).locator('.nav-link');
    const lines = await links.evaluateAll((elements) =>
      elements.map((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        return { label: element.textContent ?? '', lines: tops.size, top: Math.round(element.getBoundingClientRect().top) };
      }),
    );
    expect(lines.map((link) => link.label)).toEqual(site.navigation.items.map((item) => item.label));
    for (const link of lines) expect(link.lines, `"${link.label}" on one line at ${width} px`).toBe(1);
    expect(new Set(lines.map((link) => link.top)).size, `the nav on one row at ${width} px`).toBe(1);
  }

  // The footer: its text above the artwork's skyline, measured where a visitor sees it (away from
  // the screen it holds a guessed height until it comes near: content-visibility in global.css)...
  await page.locator('footer.site-footer').evaluate((element) => element.scrollIntoView({ block: 'end', behavior: 'instant' }));
  const { skyline } = await footerArtwork(expect, page, width);
  const boxes = await footerTextBoxes(page);
  expect(boxes.length).toBeGreaterThan(10);
  const onArtwork = boxes
    .filter((box) => box.bottom > skyline + 0.5)
    .map((box) => `"${box.text}" (bottom ${Math.round(box.bottom)} > ${Math.round(skyline)})`);
  expect(onArtwork, `footer text on the artwork on ${where}`).toEqual([]);

  // ...and none of it under the fixed download bar when the visitor reaches the end of the page.
  if (await bar.isVisible()) {
    await scrollToY(page, await page.evaluate(() => document.documentElement.scrollHeight));
    await expect.poll(() => bar.getAttribute('data-scrolled')).toBe('true');
    const barBox = await bar.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return { top: rect.top + scrollY, bottom: rect.bottom + scrollY, left: rect.left, right: rect.right };
    });
    const covered = (await footerTextBoxes(page)).filter((box) => overlaps(box, barBox)).map((box) => box.text);
    expect(covered, `footer text under the download bar on ${where}`).toEqual([]);
    // The artwork stands above the bar rather than behind it.
    expect((await footerArtwork(expect, page, width)).bottom, `footer artwork above the download bar on ${where}`).toBeLessThanOrEqual(
      barBox.top + 1,
    );
  }

  // The company and its grievance officer, readable on every width.
  const footer = page.locator('footer.site-footer');
  for (const text of [
    compliance.company.legalName,
    compliance.company.registrationNumber,
    compliance.company.registeredAddress,
    compliance.grievanceOfficer.name,
    compliance.ageNotice.text,
    compliance.riskDisclaimer,
  ]) {
    expect(await footer.getByText(text, { exact: true }).isVisible(), `footer shows "${text}" on ${where}`).toBe(true);
  }
  const grievance = footer.getByRole('link', { name: compliance.grievanceOfficer.email });
  expect(await grievance.getAttribute('href')).toBe(`mailto:${compliance.grievanceOfficer.email}`);

  const helpline = page.getByRole('complementary', { name: compliance.helpline.heading });
  if (route === compliance.helpline.page) {
    expect(await helpline.isVisible(), where).toBe(true);
    for (const number of compliance.helpline.numbers) {
      expect(await helpline.getByRole('link', { name: number.display }).getAttribute('href')).toBe(`tel:${number.number}`);
    }
  } else {
    expect(await helpline.count(), where).toBe(0);
  }

  expect(problems, where).toEqual([]);
}

/** Phones at the usual text size and set larger (150 % and 200 % of 16 px): [width, text px]. */
const phonesWithLargeText = [
  [320, 16],
  [320, 24],
  [320, 32],
  [360, 32],
] as const;

/** A phone `width` px wide whose visitor has set the text to `fontSize` px (16 is the usual size). */
async function atTextSize(page: Page, width: number, fontSize: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await page.evaluate((size) => (document.documentElement.style.fontSize = `${size}px`), fontSize);
}

describe.skipIf(!hasBrowser)('every route at every width', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  // Three routes at a time, each in its own context: much of each one's time is spent waiting for
  // resizes, scrolling and the download bar's transitions.
  it.concurrent.for(routes)(
    '%s fits every width, keeps its nav on one line, its footer text off the artwork, and its disclosures beside every download button',
    async (route, { expect, onTestFinished }) => {
      const { page, problems } = await visit(browser, widths[0], route, { onTestFinished });
      // Deferred sections (carousels) hydrate once they come near the screen: scroll through once.
      if (await page.locator('[data-carousel], .skill-games-swiper').count()) await scrollThrough(page);
      for (const width of widths) await checkAt(expect, page, problems, route, width);
      // A phone set to larger text (125 %, 150 % and 200 % of the usual 16 px): still nothing off
      // the side (WCAG 1.4.4: text resized to 200 % without loss of content).
      for (const [width, fontSize] of [
        [320, 20],
        [360, 24],
        [320, 32],
        [360, 32],
      ] as const) {
        await atTextSize(page, width, fontSize);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, `${route} at ${width} px with ${fontSize} px text`).toBeLessThanOrEqual(width);
      }
      await page.context().close();
    },
  );

  // The language switch and the menu toggle grow with the text; the logo is an image and must not
  // pay for them: at 200 % on a 320 px phone it once shrank to 0 px on the Hindi pages (their
  // switch says "English") and to 43 x 10 px on the English ones.
  // The menu's links wrap: "Responsible Gaming" ran 38 px off a 320 px phone at 200 %, cut to "Responsible Gami".
  it("keeps the header's home link, the menu's links and the iOS dialog's words whole on a phone set to large text, in both languages", async ({
    expect,
  }) => {
    const languages = [site, ...(fixtureHindiSite ? [fixtureHindiSite] : [])];
    expect(languages).toHaveLength(2);
    for (const { pages, brand, navigation, downloads } of languages) {
      const { page } = await visit(browser, 320, pages.home.path);
      const home = page.getByRole('banner').getByRole('link', { name: brand.homeLabel ?? brand.name, exact: true });
      for (const [width, fontSize] of phonesWithLargeText) {
        await atTextSize(page, width, fontSize);
        const where = `${pages.home.path} at ${width} px with ${fontSize} px text`;
        const box = await home.locator('img').boundingBox();
        // WCAG 2.5.8's smallest target, wholly on the screen.
        expect(box?.width, where).toBeGreaterThanOrEqual(24);
        expect(box?.height, where).toBeGreaterThanOrEqual(24);
        expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width, where).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(width);
        const menu = page.getByRole('navigation', { name: navigation.label });
        await menu.getByRole('button', { name: navigation.menuLabel }).click();
        for (const link of await menu.getByRole('list').getByRole('link').all()) {
          // Where its words are drawn, which may run past the link's own box.
          const edges = await link.evaluate((element) => {
            const words = document.createRange();
            words.selectNodeContents(element);
            return [words.getBoundingClientRect().left, words.getBoundingClientRect().right];
          });
          expect(edges[0] >= 0 && edges[1] <= width, `${where}: ${await link.textContent()} at ${edges.join('..')}`).toBe(true);
        }
        await page.keyboard.press('Escape');
        // The iOS dialog's words each stay whole on their line ("launchi / ng" once, in a 144 px column).
        await page.getByRole('button', { name: downloads.ios.label }).filter({ visible: true }).first().click();
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        const brokenWords = await dialog.locator('p').evaluate((element) => {
          const text = element.firstChild;
          if (!text?.textContent) return ['(no text)'];
          const words = [...text.textContent.matchAll(/\S+/g)];
          return words
            .filter((word) => {
              const range = document.createRange();
              range.setStart(text, word.index);
              range.setEnd(text, word.index + word[0].length);
              return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
            })
            .map((word) => word[0]);
        });
        expect(brokenWords, where).toEqual([]);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
      }
      await page.context().close();
    }
  });

  // On a phone the feature tiles' icons and the steps' numbers sit beside their words. At 200 % on a
  // 320 px phone that left the words 22 px, a letter a line ("1 / 0 / L / a / k / h"), and a tile
  // 2,700 px tall: with large text the icon and the number go above the words instead.
  it("gives the feature tiles' and steps' words the card's width to read in on a phone set to large text, in both languages", async ({
    expect,
  }) => {
    const languages = [site, ...(fixtureHindiSite ? [fixtureHindiSite] : [])];
    expect(languages).toHaveLength(2);
    for (const { pages } of languages) {
      const { page } = await visit(browser, 320, pages.about.path);
      const cards = page.locator('.feature-tile, .step-card');
      expect(await cards.count()).toBeGreaterThan(4);
      for (const [width, fontSize] of phonesWithLargeText) {
        await atTextSize(page, width, fontSize);
        // Each card's narrowest block of words (title or text), as a share of its width inside its padding.
        const shares = await cards.evaluateAll((elements) =>
          elements.map((card) => {
            const style = getComputedStyle(card);
            const inner = card.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
            const words = [...card.querySelectorAll('h3, p')].map((text) => text.getBoundingClientRect().width);
            return Math.min(...words) / inner;
          }),
        );
        const where = `${pages.about.path} at ${width} px with ${fontSize} px text`;
        // Beside an icon at the usual size the words keep over half the card; above it, all of it.
        for (const share of shares) expect(share, where).toBeGreaterThan(fontSize === 16 ? 0.5 : 0.9);
      }
      await page.context().close();
    }
  });
});
