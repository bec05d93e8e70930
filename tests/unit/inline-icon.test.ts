// The SVG favicon written into each page's head (src/build/inline-icon.ts) and the small images a
// page shows at once (src/build/inline-eager-images.ts): the data: URL must decode to the same
// drawing, and an image too big to be worth it, or one shown later, stays a link.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Window } from 'happy-dom';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { inlineSvgIcon, svgDataUrl } from '../../src/build/inline-icon.ts';
import { inlineEagerSvgImages } from '../../src/build/inline-eager-images.ts';

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

describe('the small images a page shows at once, inlined', () => {
  const body = (loading = '') =>
    `<link rel="preload" as="image" href="/mark.svg"/><link rel="preload" as="image" href="/art.svg" fetchPriority="high"/>` +
    `<img src="/mark.svg" alt="Logo" width="64" height="64"${loading}/><img src="/art.svg" alt="" width="560" height="480"/>`;

  function siteWith(files: Record<string, string>): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'inline-eager-'));
    for (const [name, svg] of Object.entries(files)) writeFileSync(path.join(dir, name), svg);
    return dir;
  }
  const big = icon.replace('</svg>', `${'<circle r="1"/>'.repeat(400)}</svg>`);

  function imagesOf(html: string) {
    const window = new Window();
    window.document.body.innerHTML = html;
    const images = [...window.document.querySelectorAll('img')].map((img) => ({
      alt: img.getAttribute('alt'),
      src: img.getAttribute('src') ?? '',
    }));
    const preloads = [...window.document.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href'));
    return { images, preloads };
  }

  it('draws a small eager SVG from a data: URL, keeps its alt text, and drops its preload', async () => {
    const { images, preloads } = imagesOf(inlineEagerSvgImages(body(), siteWith({ 'mark.svg': icon, 'art.svg': big })));
    expect(images[0].alt).toBe('Logo');
    expect(images[0].src.startsWith('data:image/svg+xml,')).toBe(true);
    const svg = decodeURIComponent(images[0].src.slice('data:image/svg+xml,'.length));
    const drawn = await sharp(Buffer.from(svg)).png().toBuffer();
    expect(drawn.equals(await sharp(Buffer.from(icon)).png().toBuffer())).toBe(true);
    // The large artwork stays a file, still preloaded: inlined it would make the page itself slower.
    expect(images[1].src).toBe('/art.svg');
    expect(preloads).toEqual(['/art.svg']);
  });

  it('leaves a lazy image, and a file that is missing, as links', () => {
    const lazy = body(' loading="lazy"');
    expect(inlineEagerSvgImages(lazy, siteWith({ 'mark.svg': icon, 'art.svg': big }))).toBe(lazy);
    expect(inlineEagerSvgImages(body(), siteWith({}))).toBe(body());
  });
});
