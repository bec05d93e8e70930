// The fonts Chromium actually drew an element's own text with (DevTools' "Rendered Fonts"), by
// family name: what tells the site's own typeface from a system font standing in for it.
import type { Locator } from '@playwright/test';

const mark = 'data-rendered-fonts-of';

export async function renderedFonts(element: Locator): Promise<string[]> {
  const page = element.page();
  // DevTools finds the node by a selector: the element is marked for the moment it takes.
  await element.evaluate((node, attribute) => node.setAttribute(attribute, ''), mark);
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: `[${mark}]` });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => font.familyName);
  } finally {
    await cdp.detach();
    await element.evaluate((node, attribute) => node.removeAttribute(attribute), mark);
  }
}
