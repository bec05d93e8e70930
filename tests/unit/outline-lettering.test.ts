// The artwork's lettering ships as outlines (src/build/outline-lettering.ts): no image the build
// writes asks the phone for a font, and the outlines stand where SVG would have drawn the words
// (text-anchor, textLength, the inherited settings of a group, each <tspan>'s own colour).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { outlineLettering } from '../../src/build/outline-lettering.ts';
import { projectRoot } from '../../src/content/load-site-file.ts';

function svgsUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return svgsUnder(full);
    return name.endsWith('.svg') ? [full] : [];
  });
}

/** The horizontal extent of every coordinate pair in a path's d (absolute commands only). */
function xExtent(d: string): [number, number] {
  const numbers = [...d.matchAll(/-?\d+(?:\.\d+)?/g)].map(([n]) => Number(n));
  const xs = numbers.filter((_, index) => index % 2 === 0);
  return [Math.min(...xs), Math.max(...xs)];
}

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 80">${body}</svg>`;

describe('lettering as outlines', () => {
  it('leaves no text and no font in any image of public/images', async () => {
    const left: string[] = [];
    for (const file of svgsUnder(path.join(projectRoot, 'public/images'))) {
      const outlined = await outlineLettering(readFileSync(file, 'utf8'));
      if (/<text[\s>]/.test(outlined)) left.push(path.relative(projectRoot, file));
    }
    expect(left).toEqual([]);
  });

  it('puts the words where SVG would: centred on x, stretched to textLength', async () => {
    const out = await outlineLettering(
      svg(
        '<text x="100" y="50" text-anchor="middle" font-weight="800" font-size="20" textLength="80" lengthAdjust="spacingAndGlyphs">DPIIT</text>',
      ),
    );
    const d = /<path d="([^"]+)"/.exec(out)?.[1] ?? '';
    const [left, right] = xExtent(d);
    // The ink sits inside the advance box, a glyph's side bearing (about 1-2 px here) in from each end.
    expect(left).toBeGreaterThanOrEqual(60);
    expect(left).toBeLessThan(63);
    expect(right).toBeLessThanOrEqual(140);
    expect(right).toBeGreaterThan(137);
  });

  it("takes a group's font settings and gives each tspan its colour", async () => {
    const out = await outlineLettering(
      svg(
        '<g font-size="22" font-weight="800" fill="#111"><text x="10" y="44"><tspan fill="#0e1630">Pay</tspan><tspan fill="#e11d48">Karo</tspan></text></g>',
      ),
    );
    expect(out).not.toMatch(/<text/);
    const fills = [...out.matchAll(/<path fill="([^"]+)" d="([^"]+)"/g)];
    expect(fills.map(([, fill]) => fill)).toEqual(['#0e1630', '#e11d48']);
    // "Karo" follows "Pay": its ink starts where the first word's ends.
    expect(xExtent(fills[1][2])[0]).toBeGreaterThan(xExtent(fills[0][2])[1] - 2);
    expect(xExtent(fills[0][2])[0]).toBeGreaterThanOrEqual(10);
  });
});
