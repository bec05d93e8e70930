// Cuts each webfont file down to what the site can show, at build time: the Latin files to
// characters (HarfBuzz's subsetter, through subset-font), the Devanagari file to glyphs.
//
// Why: on a phone's first visit the Latin file is on the path to the first paint (it is preloaded,
// and font-display: optional waits briefly for it). As shipped it is 33 KB, more than a new
// connection's first round trip carries (about 14 KB: ten TCP segments), so it took one more round
// trip than the stylesheet and was the last thing the first paint waited for (Lighthouse's
// slow-4G phone: the font ended 300 ms after the CSS). Subset, it is under 14 KB with its headers.
//
// What is kept, so nothing a visitor sees or types loses its typeface:
// - Latin files (latin, latin-ext): every character of every text in site.yaml and its translation
//   (a marketer's new word brings its letters with it at the next build), and everything a visitor
//   types into the contact form on a phone keyboard: letters, digits and the punctuation of the
//   keyboard's first page of symbols (printable ASCII but \ ^ ` { | } ~, which phones tuck away;
//   they cost 700 bytes, and one typed still shows, in the phone's own font) and the rupee sign.
//   They keep ligatures, marks and tabular figures (the steps' numbers) but not kerning: Baloo 2's
//   kerning is a fifth of the Latin file, its effect at these sizes is hard to see, and it is what
//   pushed the file past the first round trip.
// - The Devanagari file: the glyphs the site's own Hindi words are drawn with, found by shaping
//   them (src/build/glyph-subset.ts), with every OpenType feature their conjuncts need. Any
//   character subset keeps every conjunct of the script (111 of 115 KB); this keeps a third.
//   Like the Latin files it leaves out kerning ('kern' and the Indic 'dist'): it moves a glyph by
//   at most 0.03 em (half a pixel in body text), and it is 2.2 KB of the file's 32.9. On
//   Lighthouse's slow-4G phone the file is what separates a Hindi page's largest paint from the
//   English one's (/hi: 1,440 ms, and 1,150 with an empty Devanagari file; / is 1,140). Without
//   kerning /hi/terms paints its largest text 60 ms sooner (1,360 to 1,300 ms, median of 3); /hi
//   did not move.
//   What a visitor types in Hindi is drawn in the phone's own Devanagari font, which has every
//   conjunct: the form's fields use the 'Baloo 2 Typed' family, the Latin files alone
//   (src/styles/fonts.css).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Rollup } from 'vite';
import { projectRoot } from '../content/load-site-file.ts';
import { type FontFile, fontFilesIn } from './font-preloads.ts';
import { subsetToShapedGlyphs } from './glyph-subset.ts';

const rarelyTyped = new Set('\\^`{|}~');
const printableAscii = Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCharCode(0x20 + index))
  .filter((character) => !rarelyTyped.has(character))
  .join('');
/** What a visitor can type on a phone's keyboard and see in the site's typeface (and ₹). */
export const typeableCharacters = `${printableAscii}\u20b9`;

const latinFeatures = ['ccmp', 'locl', 'mark', 'mkmk', 'liga', 'clig', 'calt', 'rlig', 'tnum'];
/** Files cut to the glyphs of the site's words: their script is never typed in the site's typeface. */
const shownOnly = /-devanagari-/;
/** Left out of the shown-only files: kerning, as in the Latin files (see above). */
const shownOnlyFeaturesLeftOut = ['kern', 'dist'];
// The joiners steer conjuncts; HarfBuzz draws a dotted circle under a mark with no letter to sit on.
const shapingHelpers = '\u200c\u200d\u25cc';

/** Every string value in a parsed site (site.yaml or its translation), joined; placeholders such as
 * {year} are filled in before they are shown, so their braces are left out. */
export function textsOf(value: unknown): string {
  if (typeof value === 'string') return value.replace(/\{\w+\}/g, '');
  if (Array.isArray(value)) return value.map(textsOf).join('\n');
  if (value && typeof value === 'object') return Object.values(value).map(textsOf).join('\n');
  return '';
}

const inCodePointOrder = (a: string, b: string) => (a.codePointAt(0) ?? 0) - (b.codePointAt(0) ?? 0);

/** The distinct characters of `text` and of everything a visitor can type, in code point order. */
export function charactersToKeep(text: string): string {
  return [...new Set([...typeableCharacters, ...text])].sort(inCodePointOrder).join('');
}

type CodePointRange = FontFile['ranges'][number];

/** The stretches of `text` whose characters all fall in `ranges`: what a browser shapes with that face. */
export function runsIn(text: string, ranges: CodePointRange[]): string[] {
  const runs = new Set<string>();
  let run = '';
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    if (ranges.some(([first, last]) => codePoint >= first && codePoint <= last)) {
      run += character;
    } else if (run) {
      runs.add(run);
      run = '';
    }
  }
  if (run) runs.add(run);
  return [...runs];
}

const cacheDir = path.join(projectRoot, 'node_modules/.cache/site-fonts');

/** The subset of one file: a Latin one by characters, a shown-only one by the glyphs of its runs. */
function subsetOf(source: Uint8Array, name: string, siteText: string, ranges: CodePointRange[]): { key: string; make: () => Promise<Buffer> } {
  const key = createHash('sha256').update(source);
  if (!shownOnly.test(name)) {
    const latin = /-latin(-ext)?-/.test(name);
    const characters = charactersToKeep(siteText);
    key.update(latin ? 'latin' : 'all').update(characters);
    return {
      key: key.digest('hex').slice(0, 24),
      make: () => subsetFont(Buffer.from(source), characters, { targetFormat: 'woff2', ...(latin ? { keepFeatures: latinFeatures } : {}) }),
    };
  }
  // Without its range the file would be cut to nothing and Hindi would quietly lose its typeface.
  if (ranges.length === 0) throw new Error(`${name}: the stylesheet gives it no unicode-range, so the build cannot tell which text it draws`);
  const runs = runsIn(siteText, ranges);
  const characters = [...new Set([...runs.join(''), ...shapingHelpers])].sort(inCodePointOrder).join('');
  key.update('glyphs-v2').update(shownOnlyFeaturesLeftOut.join()).update(runs.join('\n'));
  const make = async () => {
    const cut = await subsetToShapedGlyphs(source, characters, runs, 'hi', shownOnlyFeaturesLeftOut);
    if ('woff2' in cut) return cut.woff2;
    // Never seen; kept so a font or HarfBuzz update can only cost bytes, never a wrong letter.
    console.warn(`${name}: cut to its glyphs, it would draw ${cut.differentWords.join(', ')} differently; kept whole by characters`);
    return subsetFont(Buffer.from(source), characters, { targetFormat: 'woff2' });
  };
  return { key: key.digest('hex').slice(0, 24), make };
}

/**
 * The subset of one woff2 file, named `name` (e.g. baloo-2-latin-wght-normal.woff2), for a site
 * whose texts are `siteText`; `ranges` is the file's unicode-range in the stylesheet. Cached on disk
 * by input, because the tests build the site several times and cutting the Devanagari file takes
 * seconds.
 */
export async function subsetWoff2(source: Uint8Array, name: string, siteText: string, ranges: CodePointRange[] = []): Promise<Buffer> {
  const { key, make } = subsetOf(source, name, siteText, ranges);
  const cached = path.join(cacheDir, `${key}.woff2`);
  if (existsSync(cached)) return readFileSync(cached);
  const subset = await make();
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(cached, subset);
  return subset;
}

/**
 * In the client bundle, replaces every woff2 asset with its subset under a name hashed from the new
 * bytes (the old name's hash was of the whole file: a page cached with one subset must never get
 * another under the same name), and points the stylesheets at the new names.
 */
export async function subsetBundleFonts(
  bundle: Rollup.OutputBundle,
  siteText: string,
  emitAsset: (fileName: string, source: Uint8Array) => void,
): Promise<void> {
  const stylesheets = Object.values(bundle).filter((asset): asset is Rollup.OutputAsset => asset.type === 'asset' && asset.fileName.endsWith('.css'));
  const ranges = new Map<string, CodePointRange[]>();
  for (const file of stylesheets.flatMap((sheet) => fontFilesIn(String(sheet.source)))) {
    const name = path.posix.basename(file.href);
    ranges.set(name, [...(ranges.get(name) ?? []), ...file.ranges]);
  }
  const renamed = new Map<string, string>();
  for (const asset of Object.values(bundle)) {
    if (asset.type !== 'asset' || !asset.fileName.endsWith('.woff2')) continue;
    const source = typeof asset.source === 'string' ? Buffer.from(asset.source) : asset.source;
    const name = path.basename(asset.fileName);
    const subset = await subsetWoff2(source, name, siteText, ranges.get(name) ?? []);
    const hash = createHash('sha256').update(subset).digest('base64url').slice(0, 8);
    const fileName = asset.fileName.replace(/-[\w-]{8}\.woff2$/, `-${hash}.woff2`);
    // Rollup's way to take a file out of the output: delete its key from the bundle.
    // eslint-disable-next-line @typescript-eslint/no-dynamic-delete
    delete bundle[asset.fileName];
    renamed.set(asset.fileName, fileName);
    emitAsset(fileName, subset);
  }
  for (const sheet of stylesheets) {
    let css = String(sheet.source);
    for (const [from, to] of renamed) css = css.replaceAll(`/${from}`, `/${to}`);
    sheet.source = css;
  }
}
