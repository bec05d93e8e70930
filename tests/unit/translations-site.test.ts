// Today's site.yaml and site.hi.yaml: every text a visitor reads has its Hindi, made from the
// English as it is now, and the Hindi keeps what must not change in translation.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { defaultSitePath } from '../../src/content/load-site-file.ts';
import { checkTranslations } from '../../src/content/translations/check-translations.ts';
import { translationFileFor } from '../../src/content/translations/translation-files.ts';

const siteText = readFileSync(defaultSitePath, 'utf8');
const hiFile = translationFileFor(defaultSitePath);
const hiText = readFileSync(hiFile, 'utf8');
const entries = Object.entries(parse(hiText) as Record<string, { en: string; hi: string }>);

/** Texts kept in Latin script in Hindi too: brand, game and partner names, and a code. */
const sameInHindi = new Set([
  'SkillStrike',
  'SHA-256',
  // The Corporate Identity Number is written CIN in Hindi documents too.
  'CIN',
  'TDM',
  'Ludo',
  'BGMI',
  'Valorant',
  'Call of Duty',
  'Free Fire',
  'Skill Gaming Federation of India',
  'Indian Esports Council',
  'PayKaro',
  'UPI Rail',
  'CashZip',
  'WalletGo',
]);

describe('site.hi.yaml', () => {
  it('sits beside site.yaml', () => {
    expect(path.basename(hiFile)).toBe('site.hi.yaml');
    expect(path.dirname(hiFile)).toBe(path.dirname(defaultSitePath));
  });

  // A copy edit makes its Hindi out of date: a warning (an error only under validate --strict, a
  // release gate), so a marketer's edit never turns the test suite red (the copy-edits test).
  it('has a Hindi translation of the texts with nothing wrong in it (placeholders, links, entries)', () => {
    const report = checkTranslations(siteText, hiText, { strict: false });
    const errors = [...report.site, ...report.translations].filter((problem) => problem.severity === 'error');
    expect(errors).toEqual([]);
    expect(report.total).toBeGreaterThan(450);
    expect(report.translated).toBeGreaterThan(450);
  });

  it('is written in Devanagari, apart from names that stay as they are', () => {
    // The language switcher is written in the language it leads to: on Hindi pages, English.
    const switcher = (key: string) => key.startsWith('navigation.language.');
    const untranslated = entries.filter(([key, { hi }]) => !switcher(key) && !/\p{Script=Devanagari}/u.test(hi) && !sameInHindi.has(hi));
    expect(untranslated).toEqual([]);
    expect(entries.filter(([key]) => switcher(key)).every(([, { en }]) => /\p{Script=Devanagari}/u.test(en))).toBe(true);
  });

  it('keeps every number of the English (policy days, hours, ages, dates, limits)', () => {
    // 5 million is written the Indian way: 50 लाख.
    const millions = (text: string) => text.replace(/\b5 million\b/g, '50 million');
    const numbers = (text: string) => (text.match(/\d+/g) ?? []).sort();
    const changed = entries.filter(([, { en, hi }]) => numbers(millions(en)).join() !== numbers(hi).join());
    expect(changed).toEqual([]);
  });

  it('keeps the policy constants and names the restricted states in Hindi', () => {
    const hi = (key: string) => entries.find(([k]) => k === key)?.[1].hi ?? '';
    expect(hi('pages.refund.sections[refund].sections[3].body[0]')).toContain('**7-10 कार्य दिवसों**');
    expect(hi('pages.refund.sections[refund].sections[4].body[1]')).toContain('**48 घंटे के भीतर**');
    expect(hi('pages.refund.sections[refund].sections[5].body[0]')).toContain('**24 घंटे के भीतर**');
    const states = ['आंध्र प्रदेश', 'असम', 'ओडिशा', 'तेलंगाना', 'सिक्किम', 'मेघालय', 'नागालैंड'];
    const listed = entries
      .filter(([key]) => key.startsWith('pages.privacy.sections[privacy].sections[10].body[1].list'))
      .map(([, { hi: text }]) => text);
    expect(listed).toEqual(states);
    for (const state of states) expect(hi('pages.terms.sections[terms].sections[4].body[1]')).toContain(state);
  });

  it('keeps bold text bold', () => {
    const bold = (text: string) => (text.match(/\*\*/g) ?? []).length;
    expect(entries.filter(([, { en, hi }]) => bold(en) !== bold(hi)).map(([key]) => key)).toEqual([]);
  });
});
