// npm run translations -- --tidy: after a review is deleted or the reviews reordered in site.yaml,
// every entry goes back to the place of its English, and what site.yaml no longer has is deleted,
// so validate --strict passes again without a key renamed by hand.
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { checkTranslations } from '../../src/content/translations/check-translations.ts';
import { tidyEntries } from '../../src/content/translations/tidy-entries.ts';

const reviews = [
  { author: 'Rahul', text: 'Best platform for Ludo lovers.', hiAuthor: 'राहुल', hiText: 'लूडो प्रेमियों के लिए सबसे अच्छा प्लेटफ़ॉर्म।' },
  { author: 'Priya', text: 'Fair matches, clear rules.', hiAuthor: 'प्रिया', hiText: 'निष्पक्ष मैच, साफ़ नियम।' },
  { author: 'Arjun', text: 'Withdrawals are instant.', hiAuthor: 'अर्जुन', hiText: 'निकासी तुरंत होती है।' },
];

const siteWith = (list: typeof reviews) => `pages:
  home:
    path: /
    title: Home
    sections:
      - type: reviews
        id: reviews
        heading: USERS REVIEW
        reviews:
${list.map((review) => `          - author: ${review.author}\n            text: ${review.text}\n`).join('')}`;

const entry = (key: string, en: string, hi: string) => `${key}:\n  en: ${en}\n  hi: ${hi}\n`;
const hindiFor = (list: typeof reviews, note = '') =>
  [
    '# Hindi for the test.\n',
    entry('pages.home.title', 'Home', 'होम'),
    entry('pages.home.sections[reviews].heading', 'USERS REVIEW', 'यूज़र्स के रिव्यू'),
    ...list.flatMap((review, index) => [
      (index === 1 ? note : '') + entry(`pages.home.sections[reviews].reviews[${index}].author`, review.author, review.hiAuthor),
      entry(`pages.home.sections[reviews].reviews[${index}].text`, review.text, review.hiText),
    ]),
  ].join('\n');

const strictProblems = (site: string, hindi: string) => {
  const report = checkTranslations(site, hindi, { strict: true });
  return [...report.site, ...report.translations].map((problem) => `${problem.path}: ${problem.message}`);
};

describe('npm run translations -- --tidy', () => {
  it('moves the later reviews up after one is deleted and deletes the entries of the deleted one', () => {
    const site = siteWith([reviews[0], reviews[2]]);
    const hindi = hindiFor(reviews);
    expect(strictProblems(site, hindi)).toHaveLength(4);
    const { text, moved, removed } = tidyEntries(site, hindi);
    expect(moved).toEqual([
      { from: 'pages.home.sections[reviews].reviews[2].author', to: 'pages.home.sections[reviews].reviews[1].author' },
      { from: 'pages.home.sections[reviews].reviews[2].text', to: 'pages.home.sections[reviews].reviews[1].text' },
    ]);
    expect(removed).toEqual([
      { key: 'pages.home.sections[reviews].reviews[1].author', en: 'Priya' },
      { key: 'pages.home.sections[reviews].reviews[1].text', en: 'Fair matches, clear rules.' },
    ]);
    expect(strictProblems(site, text)).toEqual([]);
    expect(text).toBe(hindiFor([reviews[0], reviews[2]]));
  });

  it('follows reordered reviews, keeps a translator’s comment with its entry, and leaves a tidy file as it is', () => {
    const note = '# Priya asked for her name in Devanagari.\n';
    const hindi = hindiFor(reviews, note);
    const reordered = [reviews[1], reviews[0], reviews[2]];
    const site = siteWith(reordered);
    const { text, removed } = tidyEntries(site, hindi);
    expect(removed).toEqual([]);
    expect(strictProblems(site, text)).toEqual([]);
    expect(text).toContain(`${note}pages.home.sections[reviews].reviews[0].author:\n  en: Priya`);
    expect(Object.keys(parse(text))).toEqual(Object.keys(parse(hindiFor(reordered))));
    expect(tidyEntries(site, text)).toEqual({ text, moved: [], removed: [] });
  });

  it('leaves a Hindi whose English was rewritten at its place, for the translator to update', () => {
    const rewritten = [reviews[0], { ...reviews[1], text: 'Fair matches, clear rules, real prizes.' }, reviews[2]];
    const site = siteWith(rewritten);
    const hindi = hindiFor(reviews);
    const { text, moved, removed } = tidyEntries(site, hindi);
    expect([moved, removed]).toEqual([[], []]);
    expect(text).toBe(hindi);
    expect(strictProblems(site, text)).toEqual([
      expect.stringMatching(/^pages\.home\.sections\[reviews\]\.reviews\[1\]\.text: The English has changed since this was translated/),
    ]);
  });
});
