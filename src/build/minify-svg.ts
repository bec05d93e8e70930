// A small, safe SVG minifier for the build: it removes only what never draws anything (comments,
// the XML declaration, doctype, <metadata>, editor namespaces' elements) and the whitespace between
// tags. Whitespace is kept where it can be text (any file with <text> or xml:space keeps its
// spacing inside elements). svgo would also round numbers and merge paths, but this artwork is
// already hand-compact, so that gain is small and not worth a risk to how it draws.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function minifySvg(svg: string): string {
  let out = svg
    .replace(/<\?xml[\s\S]*?\?>/g, '')
    .replace(/<!DOCTYPE[\s\S]*?>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<metadata[\s\S]*?<\/metadata>/g, '')
    .replace(/<(sodipodi|inkscape):[^>]*?(\/>|>[\s\S]*?<\/\1:[^>]*>)/g, '');
  const mayHoldText = /<text[\s>]|xml:space/.test(out);
  // Between two tags on different lines the whitespace is indentation; on one line it may be a
  // space between words of a text, so it is kept when the file has text.
  out = mayHoldText ? out.replace(/>\s*\n\s*</g, '><') : out.replace(/>\s+</g, '><');
  return out.trim();
}

/** Minifies every .svg under dir in place; returns bytes saved. */
export function minifySvgsIn(dir: string): number {
  let saved = 0;
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) saved += minifySvgsIn(full);
    else if (name.endsWith('.svg')) {
      const before = readFileSync(full, 'utf8');
      const after = minifySvg(before);
      if (after.length < before.length) {
        writeFileSync(full, after);
        saved += Buffer.byteLength(before) - Buffer.byteLength(after);
      }
    }
  }
  return saved;
}
