// Which webfont file a prerendered page preloads (src/build/font-preloads.ts): the one most of its
// letters are drawn from, so a Hindi page's Devanagari file does not share a phone's first
// connections with the Latin file its few English names need.
import { describe, expect, it } from 'vitest';
import { fontFilesFor, fontFileToPreload, type FontFile } from '../../src/build/font-preloads.ts';

const latin: FontFile = { href: '/assets/latin.woff2', ranges: [[0x00, 0xff]] };
const devanagari: FontFile = { href: '/assets/devanagari.woff2', ranges: [[0x900, 0x97f]] };
const files = [devanagari, latin];
const hrefs = (chosen: FontFile[]) => chosen.map((file) => file.href);

describe('the font file a page preloads', () => {
  it('is the Devanagari one on a Hindi page, though its brand and game names need the Latin one too', () => {
    const page = '<main><h1>SkillStrike पर खेलें, जीतें और आगे बढ़ें</h1><p>Ludo, BGMI और Free Fire में अपने कौशल से असली इनाम जीतें।</p></main>';
    expect(hrefs(fontFilesFor(page, files))).toEqual([devanagari.href, latin.href]);
    expect(hrefs(fontFileToPreload(page, files))).toEqual([devanagari.href]);
  });

  it('is the Latin one on an English page, counting letters, not the markup around them', () => {
    const page = '<main class="page-body" data-section="hero"><h1>खेलें</h1><p>Play a game, win cash and rise on the leaderboard.</p></main>';
    expect(hrefs(fontFileToPreload(page, files))).toEqual([latin.href]);
    const markupOnly = '<main class="a-very-long-class-name-in-latin-letters"><h1>कौशल से खेलें</h1></main>';
    expect(hrefs(fontFileToPreload(markupOnly, files))).toEqual([devanagari.href]);
  });

  it('is none on a page without text in the typeface', () => {
    expect(fontFileToPreload('<main><img alt=""></main>', [devanagari])).toEqual([]);
  });
});
