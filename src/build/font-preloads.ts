// Which webfont files each prerendered page needs, so its head can preload exactly those.
//
// The stylesheet declares the typeface once per subset (latin, latin-ext, devanagari), each with
// its unicode-range, and the browser fetches a subset only when the page has a character in it.
// It finds that out late, after the CSS has been parsed and the text laid out; with
// font-display: optional a file that arrives after the first paint is not used for that view. A
// preload starts the right files with the HTML. Read from the built CSS rather than listed by hand,
// so a page in Hindi preloads the Devanagari file and an English page only the Latin one.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface FontFile {
  /** URL of the woff2 file, e.g. /assets/baloo-2-latin-wght-normal-abc.woff2 */
  href: string;
  /** Inclusive code point ranges from the face's unicode-range. */
  ranges: [number, number][];
}

const fontFaceBlock = /@font-face\s*\{([^}]*)\}/g;

function parseRanges(value: string): [number, number][] {
  return value.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    if (from.includes('?')) return [parseInt(from.replace(/\?/g, '0'), 16), parseInt(from.replace(/\?/g, 'F'), 16)];
    return [parseInt(from, 16), parseInt(to, 16)];
  });
}

/** Every @font-face with a woff2 source and a unicode-range in these stylesheets. */
export function fontFilesIn(css: string): FontFile[] {
  const files: FontFile[] = [];
  for (const [, body] of css.matchAll(fontFaceBlock)) {
    const href = /url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/.exec(body)?.[1];
    const range = /unicode-range\s*:\s*([^;]+)/.exec(body)?.[1];
    if (href && range) files.push({ href, ranges: parseRanges(range) });
  }
  return files;
}

/** The font files of the built site's stylesheets (dist/assets/*.css). */
export function builtFontFiles(distDir: string): FontFile[] {
  const assets = path.join(distDir, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.css'))
    .flatMap((file) => fontFilesIn(readFileSync(path.join(assets, file), 'utf8')));
}

/**
 * The files a page's HTML needs. For each character the browser takes the last-declared face whose
 * range holds it (CSS Fonts: overlapping ranges are tried in reverse order), so a character in two
 * ranges (the rupee sign) costs one file, as it does in the browser. Markup is ASCII, so scanning
 * the whole body is the same as scanning its text; React writes other characters as they are.
 */
export function fontFilesFor(html: string, files: readonly FontFile[]): FontFile[] {
  const needed = new Set<FontFile>();
  const seen = new Set<number>();
  // Text drawn in the phone's own font (data-system-font, e.g. the language switcher) needs no file.
  const drawnInTypeface = html.replace(/<(\w+)\b[^>]*\bdata-system-font\b[^>]*>[^<]*<\/\1>/g, '');
  for (const character of drawnInTypeface) {
    const point = character.codePointAt(0) ?? 0;
    if (seen.has(point)) continue;
    seen.add(point);
    const face = files.findLast((file) => file.ranges.some(([from, to]) => point >= from && point <= to));
    if (face) needed.add(face);
  }
  return files.filter((file) => needed.has(file));
}

export function fontPreloadTags(files: readonly FontFile[]): string {
  return files.map((file) => `<link rel="preload" href="${file.href}" as="font" type="font/woff2" crossorigin />`).join('\n    ');
}
