// The build's font subsets (src/build/font-subset.ts): what they keep, and that the Latin file fits a
// new connection's first round trip. Real font files from @fontsource-variable/baloo-2.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import fontverter from 'fontverter';
import subsetFont from 'subset-font';
import { charactersToKeep, runsIn, subsetWoff2, textsOf, typeableCharacters } from '../../src/build/font-subset.ts';
import { wordsDrawnDifferently } from '../../src/build/glyph-subset.ts';

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

  it('keep what a visitor types on a phone keyboard in the Latin files (typed Hindi is drawn in the phone’s font)', () => {
    for (const character of 'AZaz09@#_&-+()/*"\':;!?,.₹%=<>[]$ ') expect(typeableCharacters).toContain(character);
    expect(typeableCharacters).not.toMatch(/[\u0900-\u097f]/);
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

  it('shape the Devanagari file’s words as the browser does: the stretches of text in its unicode-range', () => {
    const devanagari: [number, number][] = [
      [0x900, 0x97f],
      [0x200c, 0x200d],
    ];
    expect(runsIn('खेलें ₹500 जीतें! SkillStrike पर, आज ही खेलें', devanagari)).toEqual(['खेलें', 'जीतें', 'पर', 'आज', 'ही']);
  });

  describe('the Devanagari file, cut to the glyphs of the site’s words', () => {
    // Conjuncts (क्ष त्र ज्ञ श्र द्व), reph, half forms, nukta, matras above and below, candrabindu.
    const hindi = 'क्षमा त्रिकोण ज्ञान श्रेष्ठ द्वारा धर्म कार्य ज़िम्मेदारी कृपया हृदय पहुँच प्राप्त शुल्क रुपये स्क्रीन';
    const ranges: [number, number][] = [
      [0x900, 0x97f],
      [0x200c, 0x200d],
      [0x25cc, 0x25cc],
    ];
    const words = runsIn(hindi, ranges);

    it('is a third of the file or less, and draws every word exactly as the whole file does without kerning', async () => {
      const original = fontFile('devanagari');
      const subset = await subsetWoff2(original, 'baloo-2-devanagari-wght-normal.woff2', hindi, ranges);
      expect(subset.subarray(0, 4).toString('latin1')).toBe('wOF2');
      expect(subset.length).toBeLessThan(original.length / 3);
      const [whole, cut] = await Promise.all([fontverter.convert(original, 'truetype'), fontverter.convert(subset, 'truetype')]);
      expect(await wordsDrawnDifferently(whole, cut, words, 'hi', ['kern', 'dist'])).toEqual([]);
      const harfbuzz = await import('harfbuzzjs');
      const positioning = new harfbuzz.Face(new harfbuzz.Blob(cut), 0).getTableFeatureTags('GPOS');
      // The marks above and below the letters stay; kerning is left out, as in the Latin files.
      expect(positioning).toEqual(expect.arrayContaining(['abvm', 'blwm']));
      expect(positioning).not.toEqual(expect.arrayContaining(['kern']));
      expect(positioning).not.toEqual(expect.arrayContaining(['dist']));
      // Without kerning the whole file does draw some of these words differently: the check above can fail.
      expect(await wordsDrawnDifferently(whole, cut, words, 'hi')).not.toEqual([]);
    });

    it('needs the file’s unicode-range: without it the build stops rather than cut the file to nothing', async () => {
      await expect(subsetWoff2(fontFile('devanagari'), 'baloo-2-devanagari-wght-normal.woff2', hindi, [])).rejects.toThrow(
        /no unicode-range/,
      );
    });

    it('is checked word by word: a cut that keeps the letters but not the conjuncts is caught', async () => {
      const original = fontFile('devanagari');
      const lettersOnly = await subsetFont(original, hindi, { targetFormat: 'truetype', noLayoutClosure: true });
      const whole = await fontverter.convert(original, 'truetype');
      const different = await wordsDrawnDifferently(whole, lettersOnly, words, 'hi');
      expect(different).toEqual(expect.arrayContaining(['क्षमा', 'श्रेष्ठ', 'धर्म']));
    });
  });
});
