// The build's font subsets (src/build/font-subset.ts): what they keep, and that the Latin file fits a
// new connection's first round trip. Real font files from @fontsource-variable/baloo-2.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { charactersToKeep, subsetWoff2, textsOf, typeableCharacters } from '../../src/build/font-subset.ts';

const require = createRequire(import.meta.url);
const fontFile = (subset: string) =>
  readFileSync(require.resolve(`@fontsource-variable/baloo-2/files/baloo-2-${subset}-wght-normal.woff2`));

describe('font subsets', () => {
  it('keep every character of the site’s texts, in both languages, without the braces of placeholders', () => {
    const text = textsOf({ hero: { title: 'Pâté © {year}', items: ['₹500 जीतें', { note: 'naïve' }] }, count: 3, on: true });
    const kept = charactersToKeep(text);
    for (const character of 'âé©₹जीतें') expect(kept).toContain(character);
    expect(textsOf('© {year} SkillStrike')).toBe('©  SkillStrike');
  });

  it('keep what a visitor types on a phone keyboard, English or Hindi', () => {
    for (const character of 'AZaz09@#_&-+()/*"\':;!?,.₹%=<>[]$ नमस्ते।\u200d') expect(typeableCharacters).toContain(character);
    // Tucked away on a second symbols page; one typed still shows, in the phone's font.
    for (const character of '\\^`{|}~') expect(typeableCharacters).not.toContain(character);
  });

  it('cut the Latin file below one round trip of a new connection (14,600 bytes, with room for headers)', async () => {
    const original = fontFile('latin');
    const subset = await subsetWoff2(original, 'baloo-2-latin-wght-normal.woff2', charactersToKeep('SkillStrike © Play, win & rise!'));
    expect(original.length).toBeGreaterThan(30_000);
    expect(subset.length).toBeLessThan(14_000);
    expect(subset.subarray(0, 4).toString('latin1')).toBe('wOF2');
  });

  it('keep every Devanagari feature (conjuncts are built by them), so the Hindi file stays nearly whole', async () => {
    const original = fontFile('devanagari');
    const subset = await subsetWoff2(original, 'baloo-2-devanagari-wght-normal.woff2', charactersToKeep('क्षत्रिय श्री'));
    expect(subset.length).toBeGreaterThan(original.length * 0.8);
    expect(subset.length).toBeLessThanOrEqual(original.length);
  });
});
