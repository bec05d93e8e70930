// Cuts a font to the glyphs the site's own words are drawn with, found by shaping those words with
// HarfBuzz (the shaper Chromium uses), rather than to the characters they contain.
//
// Why: a character subset keeps, by HarfBuzz's layout closure, every glyph its characters could
// ever form. In Devanagari nearly every consonant is in the site's copy, so the closure keeps every
// conjunct of the script: Baloo 2's Devanagari file stays at 111 KB of its 115, which on a slow
// phone is the last thing the first Hindi paint waits for. The site's words use about 220 of its
// glyphs; the file cut to those is a third of the size.
//
// What keeps the words right: shaping is traced step by step (every glyph a substitution passes
// through is kept, not only the final ones), the layout tables keep every rule whose glyphs are all
// kept, and `subsetToShapedGlyphs` checks at the end that each word comes out of the cut font with
// the same outlines and positions as out of the whole one. A word that does not is reported, and the
// caller keeps the whole closure instead.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontverter from 'fontverter';
import type * as HarfbuzzModule from 'harfbuzzjs';

type Harfbuzz = typeof HarfbuzzModule;

// harfbuzzjs initialises its WebAssembly with a top-level await: loaded only when a font is cut
// (the build caches the result, so most builds never load it).
let harfbuzzLoaded: Promise<Harfbuzz> | undefined;
const loadHarfbuzz = () => (harfbuzzLoaded ??= import('harfbuzzjs'));

/** A font made ready for shaping; `language` is the BCP 47 tag the page gives its text. */
function shaperFor(harfbuzz: Harfbuzz, ttf: Uint8Array) {
  const face = new harfbuzz.Face(new harfbuzz.Blob(ttf), 0);
  const font = new harfbuzz.Font(face);
  const prepared = (word: string, language: string) => {
    const buffer = new harfbuzz.Buffer();
    buffer.addText(word);
    buffer.guessSegmentProperties();
    buffer.setLanguage(language);
    return buffer;
  };
  return { face, font, prepared };
}

/** GSUB 1.1 may swap glyphs by weight (FeatureVariations); 1.0, Baloo 2's, cannot. */
function weightsToShapeAt(face: { referenceTable(table: string): Uint8Array | undefined }): number[] {
  const gsub = face.referenceTable('GSUB');
  const minorVersion = gsub ? (gsub[2] << 8) | gsub[3] : 0;
  return minorVersion === 0 ? [400] : [400, 500, 600, 700, 800];
}

/** Every glyph shaping `words` passes through, at every step of every substitution. */
export async function glyphsShapedFrom(ttf: Uint8Array, words: Iterable<string>, language: string): Promise<Set<number>> {
  const harfbuzz = await loadHarfbuzz();
  const { face, font, prepared } = shaperFor(harfbuzz, ttf);
  const glyphs = new Set<number>();
  for (const weight of weightsToShapeAt(face)) {
    font.setVariations([new harfbuzz.Variation('wght', weight)]);
    for (const word of words) {
      const steps = harfbuzz.shapeWithTrace(font, prepared(word, language), [], 0, harfbuzz.TracePhase.DONT_STOP);
      for (const step of steps) {
        if (!step.glyphs) continue;
        for (const glyph of step.t as { g: number }[]) glyphs.add(glyph.g);
      }
    }
  }
  return glyphs;
}

/** How `word` is drawn at each weight shaping depends on: each glyph's outline and position.
 * `featuresLeftOut`: OpenType features shaping leaves out, as if the font had none. */
function drawingsOf(harfbuzz: Harfbuzz, ttf: Uint8Array, language: string, featuresLeftOut: readonly string[]) {
  const { face, font, prepared } = shaperFor(harfbuzz, ttf);
  const weights = weightsToShapeAt(face);
  const features = featuresLeftOut.map((tag) => harfbuzz.Feature.fromString(`-${tag}`)).filter((feature) => feature !== undefined);
  const outlines = new Map<string, string>();
  const outline = (weight: number, glyph: number) => {
    const key = `${weight} ${glyph}`;
    let path = outlines.get(key);
    if (path === undefined) outlines.set(key, (path = font.glyphToPath(glyph)));
    return path;
  };
  return (word: string): string =>
    weights
      .map((weight) => {
        font.setVariations([new harfbuzz.Variation('wght', weight)]);
        const buffer = prepared(word, language);
        harfbuzz.shape(font, buffer, features);
        return buffer
          .getGlyphInfosAndPositions()
          .map((glyph) => `${outline(weight, glyph.codepoint)} ${glyph.xAdvance} ${glyph.xOffset} ${glyph.yOffset}`)
          .join('|');
      })
      .join('\n');
}

/** The words of `words` that `cut` draws differently from `whole` shaped without `featuresLeftOut`
 * (the features the cut was made without). */
export async function wordsDrawnDifferently(
  whole: Uint8Array,
  cut: Uint8Array,
  words: Iterable<string>,
  language: string,
  featuresLeftOut: readonly string[] = [],
): Promise<string[]> {
  const harfbuzz = await loadHarfbuzz();
  const before = drawingsOf(harfbuzz, whole, language, featuresLeftOut);
  const after = drawingsOf(harfbuzz, cut, language, []);
  return [...words].filter((word) => before(word) !== after(word));
}

// HarfBuzz's subsetter, called directly: subset-font takes characters only, not glyph ids.
const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_SETS_GLYPH_INDEX = 0;
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;
const HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x200;

interface SubsetterExports {
  memory: WebAssembly.Memory;
  _initialize(): void;
  malloc(size: number): number;
  free(pointer: number): void;
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_set_clear(set: number): void;
  hb_set_del(set: number, value: number): void;
  hb_set_invert(set: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_get_flags(input: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_input_set(input: number, which: number): number;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_or_fail(face: number, input: number): number;
}

let subsetterLoaded: Promise<SubsetterExports> | undefined;
function loadSubsetter(): Promise<SubsetterExports> {
  subsetterLoaded ??= (async () => {
    const wasm = readFileSync(createRequire(import.meta.url).resolve('harfbuzzjs/dist/harfbuzz-subset.wasm'));
    const { instance } = await WebAssembly.instantiate(wasm);
    const subsetter = instance.exports as unknown as SubsetterExports;
    subsetter._initialize();
    return subsetter;
  })();
  return subsetterLoaded;
}

/** An OpenType tag ('kern') as the 32-bit number HarfBuzz's sets hold. */
const tagNumber = (tag: string) => [...tag].reduce((number, character) => number * 256 + character.charCodeAt(0), 0);

/** `ttf` (an sfnt) cut to `characters` and `glyphs`, with every layout feature but `featuresLeftOut` and no closure. */
async function subsetSfnt(ttf: Uint8Array, characters: string, glyphs: Iterable<number>, featuresLeftOut: readonly string[]): Promise<Uint8Array> {
  const hb = await loadSubsetter();
  const input = hb.hb_subset_input_create_or_fail();
  const fontData = hb.malloc(ttf.byteLength);
  new Uint8Array(hb.memory.buffer).set(ttf, fontData);
  const blob = hb.hb_blob_create(fontData, ttf.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);
  try {
    const features = hb.hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG);
    hb.hb_set_clear(features);
    hb.hb_set_invert(features);
    for (const tag of featuresLeftOut) hb.hb_set_del(features, tagNumber(tag));
    hb.hb_subset_input_set_flags(input, hb.hb_subset_input_get_flags(input) | HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE);
    const unicodes = hb.hb_subset_input_unicode_set(input);
    for (const character of characters) hb.hb_set_add(unicodes, character.codePointAt(0) ?? 0);
    const glyphSet = hb.hb_subset_input_set(input, HB_SUBSET_SETS_GLYPH_INDEX);
    for (const glyph of glyphs) hb.hb_set_add(glyphSet, glyph);
    const subset = hb.hb_subset_or_fail(face, input);
    if (subset === 0) throw new Error('HarfBuzz could not subset the font (hb_subset_or_fail returned 0)');
    const result = hb.hb_face_reference_blob(subset);
    const start = hb.hb_blob_get_data(result, 0);
    // A copy: the WebAssembly memory is reused by the next call.
    const bytes = new Uint8Array(hb.memory.buffer).slice(start, start + hb.hb_blob_get_length(result));
    hb.hb_blob_destroy(result);
    hb.hb_face_destroy(subset);
    return bytes;
  } finally {
    hb.hb_subset_input_destroy(input);
    hb.hb_face_destroy(face);
    hb.free(fontData);
  }
}

/**
 * `woff2` cut to `characters` and to the glyphs shaping `words` reaches, without the layout features
 * `featuresLeftOut`, as woff2; or, when the cut font would draw a word differently from the whole
 * font shaped without those features, the words (the caller keeps the closure).
 */
export async function subsetToShapedGlyphs(
  woff2: Uint8Array,
  characters: string,
  words: string[],
  language: string,
  featuresLeftOut: readonly string[] = [],
): Promise<{ woff2: Buffer } | { differentWords: string[] }> {
  const whole = await fontverter.convert(Buffer.from(woff2), 'truetype');
  const glyphs = await glyphsShapedFrom(whole, words, language);
  const cut = await subsetSfnt(whole, characters, glyphs, featuresLeftOut);
  const differentWords = await wordsDrawnDifferently(whole, cut, words, language, featuresLeftOut);
  if (differentWords.length > 0) return { differentWords };
  return { woff2: await fontverter.convert(Buffer.from(cut), 'woff2') };
}
