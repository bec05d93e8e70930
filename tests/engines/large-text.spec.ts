// A phone set to 200 % text, in every engine (issue 46, item 5; WCAG 1.4.4): on a 320 and a 360 px
// phone no word of a heading or a button breaks inside itself (nor is a full stop left alone on a
// line), no button's words touch its edges, and the logo keeps its wordmark or gives way to the
// mark alone, whole and beside the header's other controls. 200 % text is set as the Chromium
// suite sets it: the root font size at 32 px, which every size on the site follows.
import { expect, test } from './fixtures.ts';
import type { EnginePage } from './engine-page.ts';
import { visit } from './steps.ts';

/** What breaks at this text size, found in the page: words split across lines, words at an edge. */
function largeTextProblems(): string[] {
  const problems: string[] = [];
  const shown = (element: Element) =>
    element.getClientRects().length > 0 && element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  const describe = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
  // Words for screen readers only (a visually hidden span, 1 px) are not drawn: left out.
  const drawn = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 2 && box.height > 2;
  };
  const words = (element: Element) => {
    const found: { word: string; rects: DOMRect[] }[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement || !drawn(node.parentElement)) continue;
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        found.push({ word: match[0], rects: [...range.getClientRects()].filter((rect) => rect.width > 0) });
      }
    }
    return found;
  };
  const buttons = [...document.querySelectorAll('button, .button, [role="button"]')].filter(shown);
  for (const element of [...document.querySelectorAll('h1, h2, h3')]
    .filter((heading) => shown(heading) && drawn(heading))
    .concat(buttons)) {
    for (const { word, rects } of words(element)) {
      const lines = new Set(rects.map((rect) => Math.round(rect.bottom)));
      if (lines.size > 1) problems.push(`"${word}" breaks across ${lines.size} lines in ${describe(element)}`);
      for (const rect of rects) {
        if (rect.left < 4 || rect.right > window.innerWidth - 4) problems.push(`"${word}" at the screen's edge in ${describe(element)}`);
      }
    }
  }
  for (const button of buttons) {
    const box = button.getBoundingClientRect();
    if (box.width === 0) continue;
    for (const { word, rects } of words(button)) {
      for (const rect of rects) {
        if (rect.left - box.left < 4 || box.right - rect.right < 4) {
          problems.push(
            `"${word}" touches the edge of ${describe(button)} (${Math.round(rect.left - box.left)} / ${Math.round(box.right - rect.right)} px)`,
          );
        }
      }
    }
  }
  // The logo: the whole wordmark (its natural 200:48 shape, wide enough to read), or the mark alone
  // (square), and never under the header's other controls.
  const logo = document.querySelector('.brand-link img');
  if (logo) {
    const box = logo.getBoundingClientRect();
    const wordmark = box.width >= 100 && Math.abs(box.height - (box.width * 48) / 200) <= 2;
    const mark = box.width >= 24 && Math.abs(box.width - box.height) <= 1;
    if (!wordmark && !mark)
      problems.push(`the logo is neither the wordmark nor the mark: ${Math.round(box.width)} x ${Math.round(box.height)} px`);
    for (const other of document.querySelectorAll('.site-header .language-switch, .site-header .menu-toggle')) {
      const rect = other.getBoundingClientRect();
      if (rect.width > 0 && rect.left < box.right && rect.right > box.left && rect.top < box.bottom && rect.bottom > box.top) {
        problems.push(`the logo is under ${describe(other)}`);
      }
    }
  }
  return problems;
}

/** The site's typeface's fallbacks (src/styles/global.css, --font-sans), without the typeface. */
const fallbackFonts = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif";

async function atLargeText(page: EnginePage): Promise<void> {
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '32px';
  });
  // Two frames: the new sizes laid out, and what reacts to them (the logo's container query) drawn.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

test.describe('a phone set to 200 % text', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) > 480, 'phones only');
  // The home page (the headline, the hero's download buttons) and the about page (its buttons, the steps).
  for (const path of ['/', '/about']) {
    test(`${path}: whole words, buttons with room, the logo whole, at 320 and 360 px`, async ({ tab: page }) => {
      const problems: string[] = [];
      for (const width of [320, 360]) {
        await page.resize(width, page.height);
        await visit(page, path);
        await atLargeText(page);
        problems.push(...(await page.evaluate(largeTextProblems)).map((problem) => `${width} px: ${problem}`));
        // And in the phone's own font, which a first visit keeps when the webfont comes late
        // (font-display: optional), and which is wider: the headline's full stop fell to a line alone.
        await page.evaluate((stack: string) => {
          const style = document.createElement('style');
          style.textContent = `*, *::before, *::after { font-family: ${stack} !important; }`;
          document.head.append(style);
        }, fallbackFonts);
        await atLargeText(page);
        problems.push(...(await page.evaluate(largeTextProblems)).map((problem) => `${width} px, the phone's font: ${problem}`));
      }
      expect(problems).toEqual([]);
    });
  }
});
