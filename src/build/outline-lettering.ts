// The lettering in the artwork (the payment partners' and members' logos, the badges, the "24x7"
// icon, the How to Use steps' numbers) is drawn as outlines in what the build ships, in the site's
// own typeface, Baloo 2. An SVG shown as an image cannot load a webfont and asks for the phone's
// system-ui, Roboto or Arial: each engine found another font (WebKitGTK drew the partners' names in
// a generic sans-serif), and a logo must look the same everywhere. The source files keep their
// <text>, so the words stay editable; the build replaces each with paths (HarfBuzz shapes the words
// as a browser would; textLength, text-anchor and letter-spacing are applied as SVG does).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontverter from 'fontverter';
import type * as HarfbuzzModule from 'harfbuzzjs';

type Harfbuzz = typeof HarfbuzzModule;

const require = createRequire(import.meta.url);
const fontFile = require.resolve('@fontsource-variable/baloo-2/files/baloo-2-latin-wght-normal.woff2');

type Attributes = Record<string, string>;

function attributesOf(source: string): Attributes {
  const found: Attributes = {};
  for (const [, name, value] of source.matchAll(/([\w:-]+)="([^"]*)"/g)) found[name] = value;
  return found;
}

/** The attributes of the <g> elements open at `index`, outermost first (for inherited font settings). */
function groupsOpenAt(svg: string, index: number): Attributes[] {
  const open: Attributes[] = [];
  for (const [tag, closing, attributes, selfClosing] of svg.slice(0, index).matchAll(/<(\/?)g\b([^>]*?)(\/?)>/g)) {
    if (closing) open.pop();
    else if (!selfClosing && tag) open.push(attributesOf(attributes));
  }
  return open;
}

const decode = (text: string) =>
  text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

/** The runs of a <text>'s content: its own words, or each <tspan>'s with its fill. */
function runsOf(content: string): { text: string; fill?: string }[] {
  if (!content.includes('<tspan')) return [{ text: decode(content) }];
  return [...content.matchAll(/<tspan\b([^>]*)>([^<]*)<\/tspan>|([^<]+)/g)].map(([, attributes, spanText, bare]) =>
    bare === undefined ? { text: decode(spanText), fill: attributesOf(attributes).fill } : { text: decode(bare) },
  );
}

const round = (value: number) => String(Math.round(value * 10) / 10);

// HarfBuzz's WebAssembly and the font, loaded once, and only when a file has lettering.
let loaded: Promise<{ harfbuzz: Harfbuzz; face: HarfbuzzModule.Face; font: HarfbuzzModule.Font }> | undefined;
const loadFont = () =>
  (loaded ??= (async () => {
    const harfbuzz: Harfbuzz = await import('harfbuzzjs');
    const ttf = await fontverter.convert(readFileSync(fontFile), 'sfnt');
    const face = new harfbuzz.Face(new harfbuzz.Blob(ttf), 0);
    return { harfbuzz, face, font: new harfbuzz.Font(face) };
  })());

/** Replaces every <text> in `svg` with outlines. */
export async function outlineLettering(svg: string): Promise<string> {
  if (!/<text[\s>]/.test(svg)) return svg;
  const { harfbuzz, face, font } = await loadFont();
  return svg.replace(/<text\b([^>]*)>([\s\S]*?)<\/text>/g, (_match, attributeSource: string, content: string, offset: number) => {
    const own = attributesOf(attributeSource);
    const setting = (name: string) => own[name] ?? groupsOpenAt(svg, offset).reverse().find((group) => name in group)?.[name];
    const size = Number(setting('font-size') ?? 16);
    const weight = Number(setting('font-weight') ?? 400);
    const spacing = Number(setting('letter-spacing') ?? 0);
    const anchor = setting('text-anchor') ?? 'start';
    const runs = runsOf(content);
    font.setVariations([new harfbuzz.Variation('wght', weight)]);
    const buffer = new harfbuzz.Buffer();
    buffer.addText(runs.map((run) => run.text).join(''));
    buffer.guessSegmentProperties();
    harfbuzz.shape(font, buffer);
    const glyphs = buffer.getGlyphInfosAndPositions();
    const scale = size / face.upem;
    // Where each glyph's pen stands, in user units, letter-spacing after every character (as SVG).
    let pen = 0;
    const placed = glyphs.map((glyph) => {
      const at = pen + (glyph.xOffset ?? 0) * scale;
      pen += (glyph.xAdvance ?? 0) * scale + spacing;
      return { glyph, at, rise: (glyph.yOffset ?? 0) * scale };
    });
    const natural = pen;
    // textLength with lengthAdjust="spacingAndGlyphs" stretches the whole line, glyphs and gaps.
    const length = own.textLength ? Number(own.textLength) : natural;
    const stretch = length / natural;
    const start = Number(own.x ?? 0) - (anchor === 'middle' ? length / 2 : anchor === 'end' ? length : 0);
    const baseline = Number(own.y ?? 0);
    const runStarts: number[] = [];
    runs.reduce((from, run) => (runStarts.push(from), from + run.text.length), 0);
    const paths = runs.map((run, index) => {
      const from = runStarts[index];
      const to = from + run.text.length;
      const d = placed
        .filter(({ glyph }) => glyph.cluster >= from && glyph.cluster < to)
        .flatMap(({ glyph, at, rise }) =>
          font.glyphToJson(glyph.codepoint).map((command) => {
            const points: string[] = [];
            for (let i = 0; i < command.values.length; i += 2) {
              points.push(`${round(start + (at + command.values[i] * scale) * stretch)} ${round(baseline - rise - command.values[i + 1] * scale)}`);
            }
            return command.type + points.join(' ');
          }),
        )
        .join('');
      const fill = run.fill ?? own.fill;
      return `<path${fill ? ` fill="${fill}"` : ''} d="${d}"/>`;
    });
    return paths.length === 1 ? paths[0] : `<g>${paths.join('')}</g>`;
  });
}

/** Outlines the lettering of every .svg under `dir` in place; returns how many files had any. */
export async function outlineLetteringIn(dir: string): Promise<number> {
  let changed = 0;
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) changed += await outlineLetteringIn(full);
    else if (name.endsWith('.svg')) {
      const before = readFileSync(full, 'utf8');
      const after = await outlineLettering(before);
      if (after !== before) {
        writeFileSync(full, after);
        changed += 1;
      }
    }
  }
  return changed;
}
