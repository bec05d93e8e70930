// The raster pipeline end to end on a generated PNG: the build's copies (AVIF, WebP, PNG at several
// widths, never wider than the source) and the <picture> that offers them.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { rasterManifest, writeRasterImages } from '../../src/build/raster-images.ts';
import { minifySvg } from '../../src/build/minify-svg.ts';
import { PictureView } from '../../src/components/Picture.tsx';
import type { RasterManifest } from '../../src/images/responsive.ts';

const work = mkdtempSync(path.join(tmpdir(), 'skillstrike-raster-'));
const publicDir = path.join(work, 'public');
const outDir = path.join(work, 'dist');
const src = '/images/fixture/banner.png';
let manifest: RasterManifest;

beforeAll(async () => {
  mkdirSync(path.join(publicDir, 'images/fixture'), { recursive: true });
  // 700 x 350 with a gradient, so every encoder has real pixels to work on.
  const pixels = Buffer.alloc(700 * 350 * 3);
  for (let index = 0; index < 700 * 350; index++) {
    pixels[index * 3] = index % 256;
    pixels[index * 3 + 1] = (index >> 8) % 256;
    pixels[index * 3 + 2] = 128;
  }
  await sharp(pixels, { raw: { width: 700, height: 350, channels: 3 } })
    .png()
    .toFile(path.join(publicDir, src));
  manifest = await rasterManifest(publicDir);
  await writeRasterImages(publicDir, outDir, manifest);
}, 60_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('raster images', () => {
  it('lists AVIF, WebP and PNG copies at the ladder widths up to the source width, with the source size', () => {
    const entry = manifest[src];
    expect(entry.width).toBe(700);
    expect(entry.height).toBe(350);
    expect(entry.avif.map((candidate) => candidate.width)).toEqual([320, 480, 640, 700]);
    expect(entry.webp.map((candidate) => candidate.src)).toContain('/images/fixture/banner-640w.webp');
    expect(entry.fallback.map((candidate) => candidate.src)).toContain('/images/fixture/banner-700w.png');
    expect(entry.fallbackType).toBe('image/png');
  });

  it('writes every copy in its format and width, keeping the aspect ratio', async () => {
    const entry = manifest[src];
    for (const [list, format] of [
      [entry.avif, 'heif'],
      [entry.webp, 'webp'],
      [entry.fallback, 'png'],
    ] as const) {
      for (const candidate of list) {
        const meta = await sharp(path.join(outDir, candidate.src)).metadata();
        expect(meta.format, candidate.src).toBe(format);
        expect(meta.width, candidate.src).toBe(candidate.width);
        expect(meta.height, candidate.src).toBe(Math.round(candidate.width / 2));
      }
    }
  });

  it('renders a <picture> with AVIF and WebP sources, srcset, sizes and the box size', () => {
    const { container } = render(
      <PictureView image={{ src, alt: 'A banner' }} raster={manifest[src]} sizes="(max-width: 768px) 100vw, 50vw" />,
    );
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0].getAttribute('srcset')).toBe(
      '/images/fixture/banner-320w.avif 320w, /images/fixture/banner-480w.avif 480w, /images/fixture/banner-640w.avif 640w, /images/fixture/banner-700w.avif 700w',
    );
    expect(sources[1].getAttribute('sizes')).toBe('(max-width: 768px) 100vw, 50vw');
    const img = container.querySelector('picture > img');
    expect(img?.getAttribute('src')).toBe('/images/fixture/banner-700w.png');
    expect(img?.getAttribute('srcset')).toContain('/images/fixture/banner-320w.png 320w');
    expect(img?.getAttribute('width')).toBe('700');
    expect(img?.getAttribute('height')).toBe('350');
    expect(img?.getAttribute('alt')).toBe('A banner');
    expect(img?.getAttribute('loading')).toBe('lazy');
  });

  it('loads the first view’s largest image at once and first, and leaves an SVG as one file', () => {
    const { container } = render(
      <PictureView image={{ src: '/images/hero-art.svg', decorative: true }} raster={undefined} priority width={560} height={480} />,
    );
    const img = container.querySelector('img');
    expect(container.querySelector('picture')).toBeNull();
    expect(img?.getAttribute('loading')).toBe('eager');
    expect(img?.getAttribute('fetchpriority')).toBe('high');
    expect(img?.getAttribute('alt')).toBe('');
    expect(img?.getAttribute('width')).toBe('560');
  });
});

describe('SVG minifier', () => {
  it('removes comments, metadata and indentation but keeps text spacing and drawing', () => {
    const svg = `<?xml version="1.0"?>\n<!-- made by hand -->\n<svg xmlns="http://www.w3.org/2000/svg">\n  <metadata><rdf/></metadata>\n  <rect width="1" height="1"/>\n</svg>\n`;
    expect(minifySvg(svg)).toBe('<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>');
    const text = '<svg>\n  <text><tspan>Win</tspan> <tspan>Cash</tspan></text>\n</svg>';
    expect(minifySvg(text)).toBe('<svg><text><tspan>Win</tspan> <tspan>Cash</tspan></text></svg>');
  });
});
