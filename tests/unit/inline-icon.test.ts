// The SVG favicon written into each page's head (src/build/inline-icon.ts): the data: URL must
// decode to the same drawing, and an icon too big to be worth it stays a link.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Window } from 'happy-dom';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { inlineSvgIcon, svgDataUrl } from '../../src/build/inline-icon.ts';

const icon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><title>A &amp; B</title><defs><linearGradient id="g"><stop offset="0" stop-color="#7c3aed"/><stop offset="1" stop-color="#22d3ee"/></linearGradient></defs><rect width="64" height="64" rx="14" fill="url(#g)"/></svg>`;
const link = '<link rel="icon" href="/mark.svg" type="image/svg+xml" />';

function builtSite(svg: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'inline-icon-'));
  writeFileSync(path.join(dir, 'mark.svg'), svg);
  return dir;
}

/** What the browser reads from the page's head: the attribute's value, then the URL's SVG. */
function iconFromHead(head: string): string {
  const window = new Window();
  window.document.head.innerHTML = head;
  const href = window.document.querySelector('link[rel="icon"]')?.getAttribute('href') ?? '';
  expect(href.startsWith('data:image/svg+xml,')).toBe(true);
  return decodeURIComponent(href.slice('data:image/svg+xml,'.length));
}

describe('the inlined SVG favicon', () => {
  it('decodes to the same drawing: colours, references and entities intact', async () => {
    const dir = builtSite(icon);
    const head = inlineSvgIcon(link, dir, '/mark.svg');
    const svg = iconFromHead(head);
    expect(svg).toContain("stop-color='#7c3aed'");
    expect(svg).toContain("fill='url(#g)'");
    expect(svg).toContain('A &amp; B');
    const drawn = await sharp(Buffer.from(svg)).png().toBuffer();
    const original = await sharp(Buffer.from(icon)).png().toBuffer();
    expect(drawn.equals(original)).toBe(true);
  });

  it('leaves a link to an icon too big to be worth inlining, or to one that is missing', () => {
    const big = icon.replace('</svg>', `${'<circle r="1"/>'.repeat(400)}</svg>`);
    const dir = builtSite(big);
    expect(inlineSvgIcon(link, dir, '/mark.svg')).toBe(link);
    expect(inlineSvgIcon(link, builtSite(icon), '/none.svg')).toBe(link);
  });

  it('escapes only what a URL or an attribute cannot hold', () => {
    expect(svgDataUrl('<svg a="1">%#</svg>')).toBe("data:image/svg+xml,%3Csvg a='1'%3E%25%23%3C/svg%3E");
  });

  it('keeps an attribute that holds single quotes (a font name) whole', async () => {
    const withFont = icon.replace('</svg>', `<text font-family="'Baloo 2', sans-serif" y="40">S</text></svg>`);
    const svg = iconFromHead(inlineSvgIcon(link, builtSite(withFont), '/mark.svg'));
    expect(svg).toContain(`font-family="'Baloo 2', sans-serif"`);
    await expect(sharp(Buffer.from(svg)).png().toBuffer()).resolves.toBeInstanceOf(Buffer);
  });
});
