// Cuts each webfont file down to the characters the site can show, at build time (HarfBuzz's
// subsetter, through subset-font).
//
// Why: on a phone's first visit the Latin file is on the path to the first paint (it is preloaded,
// and font-display: optional waits briefly for it). As shipped it is 33 KB, more than a new
// connection's first round trip carries (about 14 KB: ten TCP segments), so it took one more round
// trip than the stylesheet and was the last thing the first paint waited for (Lighthouse's
// slow-4G phone: the font ended 300 ms after the CSS). Subset, it is under 14 KB with its headers.
//
// What is kept, so nothing a visitor sees or types loses its typeface:
// - every character of every text in site.yaml and its translation (a marketer's new word brings
//   its letters with it at the next build);
// - everything a visitor types into the contact form on a phone keyboard: letters, digits and the
//   punctuation of the keyboard's first page of symbols (printable ASCII but \ ^ ` { | } ~, which
//   phones tuck away; they cost 700 bytes, and one typed still shows, in the phone's own font), the
//   Devanagari block with the joiners, and the rupee sign;
// - the OpenType features shaping needs. Latin files keep ligatures, marks and tabular figures
//   (the steps' numbers) but not kerning: Baloo 2's kerning is a fifth of the Latin file, its
//   effect at these sizes is hard to see, and it is what pushed the file past the first round trip.
//   Devanagari keeps every feature: its conjuncts are built by them.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Rollup } from 'vite';
import { projectRoot } from '../content/load-site-file.ts';

const rarelyTyped = new Set('\\^`{|}~');
const printableAscii = Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCharCode(0x20 + index))
  .filter((character) => !rarelyTyped.has(character))
  .join('');
const devanagariBlock = Array.from({ length: 0x80 }, (_, index) => String.fromCharCode(0x900 + index)).join('');
/** What a visitor can type on an English or Hindi phone keyboard (ZWNJ, ZWJ and ₹ included). */
export const typeableCharacters = `${printableAscii}${devanagariBlock}\u200c\u200d\u20b9`;

const latinFeatures = ['ccmp', 'locl', 'mark', 'mkmk', 'liga', 'clig', 'calt', 'rlig', 'tnum'];

/** Every string value in a parsed site (site.yaml or its translation), joined; placeholders such as
 * {year} are filled in before they are shown, so their braces are left out. */
export function textsOf(value: unknown): string {
  if (typeof value === 'string') return value.replace(/\{\w+\}/g, '');
  if (Array.isArray(value)) return value.map(textsOf).join('\n');
  if (value && typeof value === 'object') return Object.values(value).map(textsOf).join('\n');
  return '';
}

/** The distinct characters of `text` and of everything a visitor can type, in code point order. */
export function charactersToKeep(text: string): string {
  return [...new Set([...typeableCharacters, ...text])].sort((a, b) => (a.codePointAt(0) ?? 0) - (b.codePointAt(0) ?? 0)).join('');
}

const cacheDir = path.join(projectRoot, 'node_modules/.cache/site-fonts');

/**
 * The subset of one woff2 file. `name` is the file's name (e.g. baloo-2-latin-wght-normal.woff2): a
 * Latin file drops kerning, others keep every feature. Cached on disk by input, because the tests
 * build the site several times and the Devanagari file takes seconds.
 */
export async function subsetWoff2(source: Uint8Array, name: string, characters: string): Promise<Buffer> {
  const latin = /-latin(-ext)?-/.test(name);
  const key = createHash('sha256').update(source).update(latin ? 'latin' : 'all').update(characters).digest('hex').slice(0, 24);
  const cached = path.join(cacheDir, `${key}.woff2`);
  if (existsSync(cached)) return readFileSync(cached);
  const subset = await subsetFont(Buffer.from(source), characters, { targetFormat: 'woff2', ...(latin ? { keepFeatures: latinFeatures } : {}) });
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
  const characters = charactersToKeep(siteText);
  const renamed = new Map<string, string>();
  for (const asset of Object.values(bundle)) {
    if (asset.type !== 'asset' || !asset.fileName.endsWith('.woff2')) continue;
    const source = typeof asset.source === 'string' ? Buffer.from(asset.source) : asset.source;
    const subset = await subsetWoff2(source, path.basename(asset.fileName), characters);
    const hash = createHash('sha256').update(subset).digest('base64url').slice(0, 8);
    const fileName = asset.fileName.replace(/-[\w-]{8}\.woff2$/, `-${hash}.woff2`);
    // Rollup's way to take a file out of the output: delete its key from the bundle.
    // eslint-disable-next-line @typescript-eslint/no-dynamic-delete
    delete bundle[asset.fileName];
    renamed.set(asset.fileName, fileName);
    emitAsset(fileName, subset);
  }
  for (const asset of Object.values(bundle)) {
    if (asset.type !== 'asset' || !asset.fileName.endsWith('.css')) continue;
    let css = String(asset.source);
    for (const [from, to] of renamed) css = css.replaceAll(`/${from}`, `/${to}`);
    asset.source = css;
  }
}
