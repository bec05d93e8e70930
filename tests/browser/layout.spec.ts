// One page of each kind, resized through the widths a visitor's screen may have (the layouts are
// CSS media queries and measured heights, so a resize shows what a load at that width would), and
// looked at as a visitor and a compliance reviewer would:
// - nothing runs off the side of the screen, with the usual text size or a phone's larger one;
// - the desktop navigation is one row of one-line links; the decorative sections are desktop-only;
// - every download button has the 18+ notice and the risk disclaimer beside it, on screen with it;
// - the footer: the artwork for the width, no text on its skyline nor under the phone's download
//   bar, the legal entity and grievance officer on every width, the copyright line on wide screens.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../src/content/load-site-file.ts';
import { fillTemplate } from '../../src/content/fill-template.ts';
import { expect, site, test, type Page } from './fixtures.ts';
import { showAllLive } from './page-state.ts';

const { compliance, layout, downloads } = site;
type SitePage = (typeof site.pages)[string];
const widths = [320, 360, 768, layout.mobileMaxWidth + 1, 1024, 1280, 1440];
/** Where the footer's artwork changes: there, only the artwork and the text on it are checked. */
const footerEdge = [layout.footerImageMaxWidth, layout.footerImageMaxWidth + 1];
/** A phone's text set larger (125 %, 150 % and 200 % of 16 px): [width, text px]. WCAG 1.4.4. */
const largeText = [
  [320, 20],
  [360, 24],
  [320, 32],
  [360, 32],
] as const;
// Pages with the same list of section types are drawn by the same components.
const kindsSeen = new Set<string>();
const onePerKind = Object.values(site.pages).filter((page) => {
  const kind = page.sections.map((section) => section.type).join();
  return !kindsSeen.has(kind) && Boolean(kindsSeen.add(kind));
});

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
  return page.getByRole('contentinfo').evaluate((footer) => {
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
    for (const link of footer.querySelectorAll('a:has(img)')) {
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

/** Where the footer artwork is drawn (page coordinates), from how CSS draws the background. */
async function footerArtwork(page: Page, width: number): Promise<{ skyline: number; bottom: number }> {
  const src = width > layout.footerImageMaxWidth ? site.footer.background.wide : site.footer.background.narrow;
  const art = artworkSize(src);
  const footer = await page.getByRole('contentinfo').evaluate((element) => {
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
  expect(footer.image, `the footer artwork at ${width} px`).toContain(src);
  // Drawn along the bottom edge, or lifted above it by a length ("calc(100% - 160px)").
  const lifted = /calc\(100% - ([\d.]+)px\)$/.exec(footer.position)?.[1];
  expect(lifted !== undefined || / 100%$/.test(footer.position), `background-position ${footer.position}`).toBe(true);
  expect(footer.size === 'cover' || footer.size.startsWith('100%'), `background-size ${footer.size}`).toBe(true);
  const scale = footer.size === 'cover' ? Math.max(footer.width / art.width, footer.height / art.height) : footer.width / art.width;
  const bottom = footer.bottom - Number(lifted ?? 0);
  return { bottom, skyline: bottom - art.height * scale * (1 - skylineTop[src]) };
}

const overlaps = (a: Omit<Box, 'text'>, b: Omit<Box, 'text'>) =>
  a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5 && a.left < b.right - 0.5 && b.left < a.right - 0.5;

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const scrollTo = (page: Page, top: number) => page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);

/** Elements whose text is painted by their background (a gradient) and reaches past their box: its marks are cut flat. */
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

/** The footer's artwork for the width, with no text on its skyline, measured where a visitor sees it (away from the screen the footer holds a guessed height). */
async function checkFooterArtwork(page: Page, width: number): Promise<void> {
  const footer = page.getByRole('contentinfo');
  await footer.evaluate((element) => element.scrollIntoView({ block: 'end', behavior: 'instant' }));
  const { skyline } = await footerArtwork(page, width);
  const boxes = await footerTextBoxes(page);
  expect(boxes.length).toBeGreaterThan(10);
  const onArtwork = boxes
    .filter((box) => box.bottom > skyline + 0.5)
    .map((box) => `"${box.text}" (bottom ${Math.round(box.bottom)} > ${Math.round(skyline)})`);
  expect(onArtwork, 'footer text on the artwork').toEqual([]);
}

/** Every check at one width, on the page already open. */
async function checkAt(page: Page, { path: route, sections }: SitePage, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await scrollTo(page, 0);
  const wide = width > layout.mobileMaxWidth;
  const bar = page.locator('.mobile-downloads');
  // Back at the top, the phone's download bar is a row again.
  if (await bar.isVisible()) await expect(bar).toHaveAttribute('data-scrolled', 'false');

  expect(await scrollWidth(page), 'no horizontal overflow').toBeLessThanOrEqual(width);
  // Text painted by a gradient (background-clip: text) is painted only inside its box: the font's
  // whole height must fit in it, or marks above and below are cut flat.
  expect(await textCutByItsBox(page), 'gradient text cut by its box').toEqual([]);

  // Every download button with its statements beside it: on the first screen if the buttons are,
  // and on screen with them wherever they are.
  const groups = page.getByRole('group', { name: downloads.label }).filter({ visible: true });
  for (const group of await groups.all()) {
    const block = group.locator('xpath=..');
    const statements = [block.locator('.age-notice'), block.locator('.risk-disclaimer')];
    await expect(statements[0]).toHaveText(`${compliance.ageNotice.badge} ${compliance.ageNotice.text}`);
    await expect(statements[1]).toHaveText(compliance.riskDisclaimer);
    expect(
      await statements[1].evaluate((element) => parseFloat(getComputedStyle(element).fontSize)),
      "the disclaimer's size",
    ).toBeGreaterThanOrEqual(13);
    if (await group.evaluate((element) => element.getBoundingClientRect().top < window.innerHeight)) {
      for (const statement of statements) await expect(statement, 'beside the buttons on the first screen').toBeInViewport({ ratio: 1 });
    }
    await group.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await expect(group).toBeInViewport({ ratio: 1 });
    for (const statement of statements) await expect(statement, 'beside the buttons').toBeInViewport({ ratio: 1 });
  }
  await scrollTo(page, 0);

  // The header and the footer are the same on every page: looked at on the home page (which has the
  // phone's download bar too); every page is looked at for what it draws itself.
  const frame = route === site.pages.home.path;
  if (wide && frame) {
    const links = page.getByRole('navigation', { name: site.navigation.label }).getByRole('list').getByRole('link');
    await expect(links).toHaveText(site.navigation.items.map((item) => item.label));
    const rows = await links.evaluateAll((elements) =>
      elements.map((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return {
          lines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size,
          top: Math.round(element.getBoundingClientRect().top),
        };
      }),
    );
    expect(
      rows.map((row) => row.lines),
      'each link on one line',
    ).toEqual(rows.map(() => 1));
    expect(new Set(rows.map((row) => row.top)).size, 'the links on one row').toBe(1);
  }
  for (const section of sections) {
    if (section.desktopOnly)
      await expect(page.locator(`section#${section.id}`), `#${section.id} is desktop-only`).toBeVisible({ visible: wide });
  }

  const helpline = page.getByRole('complementary', { name: compliance.helpline.heading });
  await expect(helpline).toBeVisible({ visible: route === compliance.helpline.page });
  if (!frame) return;

  await checkFooterArtwork(page, width);
  const footer = page.getByRole('contentinfo');
  for (const text of [
    compliance.company.legalName,
    compliance.company.registrationNumber,
    compliance.company.registeredAddress,
    compliance.grievanceOfficer.name,
  ]) {
    await expect(footer.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(footer.getByRole('link', { name: compliance.grievanceOfficer.email })).toHaveAttribute(
    'href',
    `mailto:${compliance.grievanceOfficer.email}`,
  );
  await expect(footer.getByText(String(new Date().getFullYear())), 'the copyright line on wide screens only').toBeVisible({
    visible: wide,
  });
  // At the end of the page, no footer text under the phone's download bar, and the artwork above it.
  if (await bar.isVisible()) {
    await scrollTo(page, await page.evaluate(() => document.documentElement.scrollHeight));
    await expect(bar).toHaveAttribute('data-scrolled', 'true');
    const barBox = await bar.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return { top: rect.top + scrollY, bottom: rect.bottom + scrollY, left: rect.left, right: rect.right };
    });
    const covered = (await footerTextBoxes(page)).filter((box) => overlaps(box, barBox)).map((box) => box.text);
    expect(covered, 'footer text under the download bar').toEqual([]);
    expect((await footerArtwork(page, width)).bottom, 'the footer artwork above the download bar').toBeLessThanOrEqual(barBox.top + 1);
  }
}

/** The header's home link and the menu's links at large text (the same header on every page). */
async function checkHeaderLargeText(page: Page, width: number): Promise<void> {
  // The logo is an image and must not pay for the switch and the toggle growing beside it (it once
  // shrank to 43 x 10 px): WCAG 2.5.8's smallest target, wholly on the screen.
  const logo = await page
    .getByRole('banner')
    .getByRole('link', { name: site.brand.homeLabel ?? site.brand.name, exact: true })
    .boundingBox();
  expect(Math.min(logo?.width ?? 0, logo?.height ?? 0), 'the home link').toBeGreaterThanOrEqual(24);
  expect((logo?.x ?? -1) >= 0 && (logo?.x ?? 0) + (logo?.width ?? 0) <= width, 'the home link on the screen').toBe(true);
  // The menu's links wrap rather than run off the side ("Responsible Gami" once).
  const nav = page.getByRole('navigation', { name: site.navigation.label });
  await nav.getByRole('button', { name: site.navigation.menuLabel }).click();
  for (const link of await nav.getByRole('list').getByRole('link').all()) {
    const edges = await link.evaluate((element) => {
      const words = document.createRange();
      words.selectNodeContents(element);
      const box = words.getBoundingClientRect();
      return [box.left, box.right];
    });
    expect(edges[0] >= 0 && edges[1] <= width, `${await link.textContent()} at ${edges.join('..')}`).toBe(true);
  }
  await page.keyboard.press('Escape');
}

/** Text set larger on a phone keeps the header, the menu, the dialog and the cards readable. */
async function checkLargeText(page: Page, { path: route, sections }: SitePage, width: number): Promise<void> {
  const types = new Set(sections.map((section) => section.type));
  if (route === site.pages.home.path) await checkHeaderLargeText(page, width);

  if (types.has('hero')) {
    // The iOS dialog's words each stay whole on their line ("launchi / ng" once).
    await page.getByRole('button', { name: site.downloads.ios.label }).filter({ visible: true }).first().click();
    const dialog = page.getByRole('dialog');
    const broken = await dialog.locator('p').evaluate((element) => {
      const text = element.firstChild;
      if (!text?.textContent) return ['(no text)'];
      return [...text.textContent.matchAll(/\S+/g)]
        .filter((word) => {
          const range = document.createRange();
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
        })
        .map((word) => word[0]);
    });
    expect(broken, 'words broken across lines in the dialog').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  const coverflow = sections.find((section) => section.type === 'skillGames');
  if (coverflow) {
    // The coverflow's front words stay whole inside the row (which fades out over its outer tenth
    // at each side), and its dots stay one row below them.
    const section = page.locator(`section#${coverflow.id}`);
    await section.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    const row = await section.getByRole('group', { name: coverflow.heading, exact: true }).boundingBox();
    const front = await section
      .getByRole('group', { name: / of \d+$/ })
      .filter({ has: page.getByRole('heading', { level: 3 }) })
      .boundingBox();
    const words = await section.getByRole('heading', { level: 3 }).locator('xpath=..').boundingBox();
    const dots: number[] = [];
    for (const n of coverflow.slides.keys()) {
      const dot = await section
        .getByRole('button', { name: fillTemplate(site.carouselControls.goTo, { n: n + 1 }), exact: true })
        .boundingBox();
      dots.push(dot?.y ?? -1);
    }
    if (!row || !front || !words) throw new Error('the coverflow has no front slide');
    expect(front.x, 'the front slide within the row').toBeGreaterThanOrEqual(row.x + row.width * 0.1 - 1);
    expect(front.x + front.width, 'the front slide within the row').toBeLessThanOrEqual(row.x + row.width * 0.9 + 1);
    expect(new Set(dots.map(Math.round)).size, 'the dots on one row').toBe(1);
    expect(Math.min(...dots), 'the dots below the words').toBeGreaterThanOrEqual(words.y + words.height);
  }
  const cards = page.locator('.feature-tile, .step-card');
  if (await cards.count()) {
    // Icons and numbers go above the words, which keep the card's width (a letter a line once).
    const shares = await cards.evaluateAll((elements) =>
      elements.map((card) => {
        const style = getComputedStyle(card);
        const inner = card.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return Math.min(...[...card.querySelectorAll('h3, p')].map((text) => text.getBoundingClientRect().width)) / inner;
      }),
    );
    for (const share of shares) expect(share, "a card's words, as a share of its width").toBeGreaterThan(0.9);
  }
}

for (const sitePage of onePerKind) {
  const frame = sitePage.path === site.pages.home.path ? ', with the header, the footer and the download bar' : '';
  test(`${sitePage.path} fits every width, its download buttons' disclosures beside them${frame}`, async ({ visit, problems }) => {
    const page = await visit(sitePage.path);
    await showAllLive(page);
    for (const width of widths) await test.step(`at ${width} px`, () => checkAt(page, sitePage, width));
    for (const width of sitePage.path === site.pages.home.path ? footerEdge : []) {
      await test.step(`the footer at ${width} px`, async () => {
        await page.setViewportSize({ width, height: 800 });
        await checkFooterArtwork(page, width);
      });
    }
    await test.step('on a phone set to larger text', async () => {
      for (const [width, fontSize] of largeText) {
        await page.setViewportSize({ width, height: 800 });
        await page.evaluate((size) => (document.documentElement.style.fontSize = `${size}px`), fontSize);
        await scrollTo(page, 0);
        expect(await scrollWidth(page), `at ${width} px with ${fontSize} px text`).toBeLessThanOrEqual(width);
        // The header, menu, dialog and cards at 200 %, where each once broke.
        if (fontSize === 32) await test.step(`${width} px with ${fontSize} px text`, () => checkLargeText(page, sitePage, width));
      }
    });
    expect(problems).toEqual([]);
  });
}
