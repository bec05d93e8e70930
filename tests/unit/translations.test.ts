// The translation check on small site.yaml / site.hi.yaml pairs: what it counts as text, and each
// kind of problem (missing, stale, placeholders, links, unused, a malformed file) at the line a
// translator must change.
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { changedPart, checkTranslations } from '../../src/content/translations/check-translations.ts';
import { parseTranslationFile } from '../../src/content/translations/translation-file.ts';
import { formatFileProblems } from '../../src/content/translations/translation-files.ts';
import { translationKey } from '../../src/content/translations/translation-key.ts';
import { visibleStrings } from '../../src/content/translations/visible-strings.ts';
import { writeMissing } from '../../src/content/translations/write-missing.ts';
import { positionOf } from './site-fixtures.ts';
import { projectRoot, requireLocalizedSite, SiteConfigError } from '../../src/content/load-site-file.ts';

const fixtureDir = path.join(projectRoot, 'tests/fixtures/site');
// The test site runs with fast timings the spec would not allow (as npm run build:fixture does).
const fixtureLevels = { 'spec-value': 'off' } as const;

const site = `navigation:
  label: Main
  menuLabel: Menu
  items:
    - label: About us
      to: /#about
footer:
  copyright: © {year} SkillStrike. All rights reserved.
contact:
  fields:
    firstName:
      label: First Name
      maxLength: 100
  notification:
    emailSubject: "Website message: {subject}"
pages:
  home:
    path: /
    title: Home
    description: Read our [terms](/terms).
    sections:
      - type: hero
        id: home
        headline: Play Game.
        art: { src: /images/hero.svg, decorative: true }
      - type: pageHeader
        id: header
        title: Welcome
        image: { src: /images/x.svg, alt: A trophy }
  contact:
    path: /contact
    title: Contact Us
    description: "+91 11 4567 8900"
    sections:
      - type: contactForm
        id: contact-form
        formLabel: Contact form
        info:
          heading: Reach us
          email: { label: Email, address: support@skillstrike.in }
          phone: { label: Phone, number: "+911145678900", display: +91 11 4567 8900 }
`;

const complete = `# Hindi for the fixture site.

navigation.label:
  en: Main
  hi: मुख्य

navigation.menuLabel:
  en: Menu
  hi: मेन्यू

navigation.items[0].label:
  en: About us
  hi: हमारे बारे में

footer.copyright:
  en: © {year} SkillStrike. All rights reserved.
  hi: © {year} SkillStrike। सर्वाधिकार सुरक्षित।

contact.fields.firstName.label:
  en: First Name
  hi: पहला नाम

pages.home.title:
  en: Home
  hi: होम

pages.home.description:
  en: Read our [terms](/terms).
  hi: हमारी [शर्तें](/terms) पढ़ें।

pages.home.sections[home].headline:
  en: Play Game.
  hi: गेम खेलो।

pages.home.sections[header].title:
  en: Welcome
  hi: स्वागत है

pages.home.sections[header].image.alt:
  en: A trophy
  hi: एक ट्रॉफ़ी

pages.contact.title:
  en: Contact Us
  hi: संपर्क करें

pages.contact.sections[contact-form].formLabel:
  en: Contact form
  hi: संपर्क फ़ॉर्म

pages.contact.sections[contact-form].info.heading:
  en: Reach us
  hi: हमसे संपर्क करें

pages.contact.sections[contact-form].info.email.label:
  en: Email
  hi: ईमेल

pages.contact.sections[contact-form].info.phone.label:
  en: Phone
  hi: फ़ोन
`;

function replaceOnce(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`fixture lacks ${JSON.stringify(from)}`);
  return text.replace(from, to);
}

const check = (siteText: string, hiText: string, strict = false) => checkTranslations(siteText, hiText, { strict });

describe('which strings are translated', () => {
  it('takes every text a visitor reads and leaves out paths, ids, types, numbers, emails, phone numbers and team-only text', () => {
    const keys = visibleStrings(parse(site)).map((text) => text.key);
    expect(keys).toEqual([
      'navigation.label',
      'navigation.menuLabel',
      'navigation.items[0].label',
      'footer.copyright',
      'contact.fields.firstName.label',
      // Visible by its schema, but the check leaves it out: the email to the support team.
      'contact.notification.emailSubject',
      'pages.home.title',
      'pages.home.description',
      'pages.home.sections[home].headline',
      'pages.home.sections[header].title',
      'pages.home.sections[header].image.alt',
      'pages.contact.title',
      'pages.contact.sections[contact-form].formLabel',
      'pages.contact.sections[contact-form].info.heading',
      'pages.contact.sections[contact-form].info.email.label',
      'pages.contact.sections[contact-form].info.phone.label',
    ]);
    const report = check(site, complete);
    expect(report).toMatchObject({ site: [], translations: [], total: 15, translated: 15, missing: 0, stale: 0 });
  });

  it('names a list item by its id when it has a unique one, otherwise by its position', () => {
    const data = { sections: [{ id: 'hero', x: 'a' }, { x: 'b' }, { id: 'dup' }, { id: 'dup', x: 'c' }] };
    expect(translationKey(data, ['sections', 0, 'x'])).toBe('sections[hero].x');
    expect(translationKey(data, ['sections', 1, 'x'])).toBe('sections[1].x');
    expect(translationKey(data, ['sections', 3, 'x'])).toBe('sections[3].x');
  });
});

describe('a text with no Hindi', () => {
  const withoutMenu = replaceOnce(complete, 'navigation.menuLabel:\n  en: Menu\n  hi: मेन्यू\n\n', '');

  it('is a warning at the English text in site.yaml', () => {
    const report = check(site, withoutMenu);
    expect(report.translations).toEqual([]);
    expect(report.site).toEqual([
      expect.objectContaining({
        severity: 'warning',
        ...positionOf(site, 'Menu'),
        path: 'navigation.menuLabel',
        rule: 'translation-missing',
        message: 'This text has no Hindi translation yet: "Menu".',
      }),
    ]);
    expect(report.site[0].hint).toContain('npm run translations -- --write-missing');
    expect(report).toMatchObject({ total: 15, translated: 14, missing: 1 });
  });

  it('is an error under --strict', () => {
    expect(check(site, withoutMenu, true).site).toEqual([expect.objectContaining({ severity: 'error', rule: 'translation-missing' })]);
  });

  it('counts an empty hi: as missing, and points at where to write it', () => {
    const empty = replaceOnce(complete, 'hi: मेन्यू', 'hi: ""');
    const [problem] = check(site, empty).site;
    expect(problem).toMatchObject({ ...positionOf(site, 'Menu'), rule: 'translation-missing' });
    expect(problem.hint).toBe(`write its Hindi after hi: at site.hi.yaml:${positionOf(empty, 'hi: ""', 4).line}`);
  });

  it('is not missing when the same English is translated elsewhere: the page uses that Hindi', () => {
    const twice = replaceOnce(site, 'menuLabel: Menu', 'menuLabel: Main');
    const report = check(twice, withoutMenu);
    expect(report.site).toEqual([]);
    expect(report).toMatchObject({ missing: 0, translated: report.total });
  });
});

describe('a Hindi made from English that has changed since', () => {
  const edited = replaceOnce(site, 'headline: Play Game.', 'headline: Play Games Daily.');

  it('is a warning at its en: line in site.hi.yaml, quoting what changed', () => {
    const report = check(edited, complete);
    expect(report.site).toEqual([]);
    expect(report.translations).toEqual([
      expect.objectContaining({
        severity: 'warning',
        ...positionOf(complete, 'Play Game.'),
        path: 'pages.home.sections[home].headline',
        rule: 'translation-stale',
        message: `The English has changed since this was translated: it said "Play Game.", site.yaml:${positionOf(edited, 'Play Games').line} now says "Play Games Daily.". The Hindi page shows the English until this is updated.`,
      }),
    ]);
    expect(report).toMatchObject({ translated: 14, stale: 1, missing: 0 });
  });

  it('is an error under --strict', () => {
    expect(check(edited, complete, true).translations).toEqual([expect.objectContaining({ severity: 'error', rule: 'translation-stale' })]);
  });

  it('quotes only the changed words of a long paragraph, with a little context', () => {
    const before = 'Approved refunds are processed within 7-10 business days to the original payment method used.';
    const after = 'Approved refunds are processed within 5-7 business days to the original payment method used.';
    expect(changedPart(before, after)).toEqual({
      before: '…are processed within 7-10 business days to…',
      after: '…are processed within 5-7 business days to…',
    });
  });
});

describe('placeholders and links', () => {
  it('reports a placeholder the Hindi lost or invented, at the hi: line, always as an error', () => {
    const broken = replaceOnce(complete, 'hi: © {year} SkillStrike।', 'hi: © {yr} SkillStrike।');
    const report = check(site, broken);
    expect(report.translations).toEqual([
      expect.objectContaining({
        severity: 'error',
        ...positionOf(broken, '© {yr}'),
        path: 'footer.copyright',
        rule: 'translation-placeholders',
        message:
          'The placeholders differ: the English has {year} and the Hindi does not; the Hindi has {yr} and the English does not. The site fills them in, so they must be the same.',
      }),
    ]);
  });

  it('reports a link whose address changed in the Hindi, at the hi: line', () => {
    const broken = replaceOnce(complete, '[शर्तें](/terms)', '[शर्तें](/term)');
    expect(check(site, broken).translations).toEqual([
      expect.objectContaining({
        severity: 'error',
        ...positionOf(broken, 'हमारी [शर्तें]'),
        rule: 'translation-links',
        path: 'pages.home.description',
      }),
    ]);
  });
});

describe('entries site.yaml no longer has', () => {
  it('reports an entry whose text was removed, at its key', () => {
    const removed = replaceOnce(site, '        headline: Play Game.\n', '');
    const report = check(removed, complete);
    expect(report.translations).toEqual([
      expect.objectContaining({
        severity: 'warning',
        ...positionOf(complete, 'pages.home.sections[home].headline:'),
        path: 'pages.home.sections[home].headline',
        rule: 'translation-unused',
        message: 'site.yaml has no text at this place any more, so this translation is not used.',
        hint: 'delete this entry (npm run translations -- --tidy deletes every entry site.yaml no longer uses)',
      }),
    ]);
    expect(check(removed, complete, true).translations[0].severity).toBe('error');
  });

  it('says that a text written as a bare number is shown as it is, and how to make it a text again', () => {
    // A stat's "8K" changed to 8000: visitors read it, but the old message said they do not.
    const numbered = replaceOnce(site, 'headline: Play Game.', 'headline: 8000');
    expect(check(numbered, complete).translations).toEqual([
      expect.objectContaining({
        path: 'pages.home.sections[home].headline',
        rule: 'translation-unused',
        message: 'site.yaml now has the number 8000 here, not a text: both pages show it as it is, so this translation is not used.',
        hint: expect.stringContaining('put the value in double quotes in site.yaml (e.g. "8000")'),
      }),
    ]);
  });

  it('says so when the entry is for something that is not text at all', () => {
    const extra = `${complete}\npages.home.path:\n  en: /\n  hi: /hi\n`;
    expect(check(site, extra).translations).toEqual([
      expect.objectContaining({
        ...positionOf(extra, 'pages.home.path:'),
        rule: 'translation-unused',
        message: 'This place in site.yaml is not text visitors read (an address, an id, a number or a setting), so it is not translated.',
      }),
    ]);
  });

  it('points a translation to the new place of its text when a section id is renamed', () => {
    const renamed = replaceOnce(site, 'id: header', 'id: welcome');
    const report = check(renamed, complete);
    const unused = report.translations.find((p) => p.path === 'pages.home.sections[header].title');
    expect(unused?.hint).toBe(
      `its English is now at pages.home.sections[welcome].title (site.yaml:${positionOf(renamed, 'title: Welcome').line}): change this key to that (npm run translations -- --tidy does it)`,
    );
    expect(unused?.message).toBe(
      'site.yaml has no text at this place any more; its English is now at pages.home.sections[welcome].title, and the page uses this translation there.',
    );
    // Meanwhile the page finds the Hindi by its English: nothing is missing.
    expect(report.site).toEqual([]);
  });
});

describe('a malformed site.hi.yaml', () => {
  it('reports a syntax error at its line, in the words site.yaml gets', () => {
    const broken = replaceOnce(complete, '  hi: मेन्यू', '  hi: "मेन्यू');
    const { problems } = parseTranslationFile(broken);
    expect(problems).toEqual([
      expect.objectContaining({
        severity: 'error',
        rule: 'yaml-syntax',
        ...positionOf(broken, '"मेन्यू'),
        hint: 'add " at the end of the text',
      }),
    ]);
    expect(problems[0].message).toContain('has no closing "');
  });

  it('reports an entry without en:, an unknown field and a value that is not text, each at its line', () => {
    const broken = replaceOnce(
      replaceOnce(replaceOnce(complete, '  en: Menu\n', ''), '  en: Home\n', '  en: Home\n  note: short\n'),
      'hi: गेम खेलो।',
      'hi: [गेम]',
    );
    const report = check(site, broken);
    expect(report.translations.map((p) => [p.line, p.rule, p.message])).toEqual([
      [
        positionOf(broken, 'navigation.menuLabel:').line,
        'translation-file',
        'This entry has no en: line with the English it was translated from.',
      ],
      [positionOf(broken, 'note:').line, 'translation-file', 'An entry holds only en: and hi:, not "note:".'],
      [positionOf(broken, '[गेम]').line, 'translation-file', 'hi: should be text.'],
    ]);
    // The headline's hi: is not text, so it counts as missing too, at the English.
    expect(report.site).toEqual([expect.objectContaining({ path: 'pages.home.sections[home].headline', rule: 'translation-missing' })]);
  });
});

describe('what YAML reads differently from what was meant', () => {
  it('reports a Hindi cut short by " #" (read as a comment) at its line, as site.yaml does', () => {
    const cut = replaceOnce(complete, 'hi: मुख्य', 'hi: नंबर #1 मुख्य');
    const { problems, entries } = parseTranslationFile(cut);
    expect(entries.get('navigation.label')?.hi).toBe('नंबर');
    expect(problems).toEqual([
      expect.objectContaining({ severity: 'error', ...positionOf(cut, 'नंबर #1'), path: 'navigation.label', rule: 'translation-file' }),
    ]);
    expect(problems[0].message).toContain('This text stops at "नंबर"');
  });

  it('leaves a site.yaml with "*word" (an alias YAML cannot resolve) to site.yaml\'s own check instead of failing', () => {
    const aliased = replaceOnce(site, 'menuLabel: Menu', 'menuLabel: *Menu');
    expect(checkTranslations(aliased, complete)).toMatchObject({ site: [], translations: [], total: 0 });
  });

  it('reports only the syntax error of a site.hi.yaml YAML cannot read, not every text as missing', () => {
    const broken = replaceOnce(complete, '  hi: मुख्य', '  hi: मुख्य: नाम');
    const report = check(site, broken);
    expect(report.site).toEqual([]);
    // Said as site.yaml says it (not the parser's "Nested mappings are not allowed in compact mappings").
    expect(report.translations).toEqual([
      expect.objectContaining({ severity: 'error', rule: 'yaml-syntax', line: positionOf(broken, 'मुख्य: नाम').line }),
    ]);
    expect(report.translations[0].message).toBe('The ": " inside this text makes YAML read "मुख्य" as the name of a new field.');
    expect(report.translations[0].hint).toBe('put this text in double quotes: "मुख्य: नाम"');
  });
});

describe('the build with a site.hi.yaml that would make wrong pages', () => {
  it('stops with the line to fix; missing and out-of-date texts do not stop it', () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'skillstrike-hi-'));
    try {
      const siteFile = path.join(folder, 'site.yaml');
      copyFileSync(path.join(fixtureDir, 'site.yaml'), siteFile);
      const hindi = readFileSync(path.join(fixtureDir, 'site.hi.yaml'), 'utf8');
      writeFileSync(path.join(folder, 'site.hi.yaml'), replaceOnce(hindi, 'hi: "© {year}', 'hi: "© {वर्ष}'));
      expect(() => requireLocalizedSite(siteFile, fixtureLevels)).toThrow(SiteConfigError);
      expect(() => requireLocalizedSite(siteFile, fixtureLevels)).toThrow(
        /site\.hi\.yaml:\d+:\d+ {2}footer\.copyright {2}The placeholders differ/,
      );
      writeFileSync(path.join(folder, 'site.hi.yaml'), hindi);
      expect(requireLocalizedSite(siteFile, fixtureLevels)?.untranslated.length).toBeGreaterThan(0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('npm run translations -- --write-missing', () => {
  it('adds no entry for a text whose English is translated under another key (the page shows that Hindi)', () => {
    const moved = replaceOnce(complete, 'navigation.menuLabel:', 'navigation.oldMenuLabel:');
    expect(writeMissing(site, moved).added).toEqual([]);
  });

  it('adds an entry with the English and an empty hi: after the text before it, keeping what is there', () => {
    const partial = replaceOnce(
      replaceOnce(complete, 'navigation.menuLabel:\n  en: Menu\n  hi: मेन्यू\n\n', ''),
      '\npages.contact.title:\n  en: Contact Us\n  hi: संपर्क करें\n',
      '',
    );
    const { text, added } = writeMissing(site, partial);
    expect(added).toEqual(['navigation.menuLabel', 'pages.contact.title']);
    expect(text.startsWith('# Hindi for the fixture site.\n')).toBe(true);
    expect(text).toContain(
      'navigation.label:\n  en: Main\n  hi: मुख्य\n\nnavigation.menuLabel:\n  en: Menu\n  hi: ""\n\nnavigation.items[0].label:',
    );
    expect(text).toContain(
      'pages.home.sections[header].image.alt:\n  en: A trophy\n  hi: एक ट्रॉफ़ी\n\npages.contact.title:\n  en: Contact Us\n  hi: ""\n',
    );
    // Written, the new entries are reported as missing at the English until the Hindi is in.
    const report = check(site, text);
    expect(report.translations).toEqual([]);
    expect(report.site.map((p) => p.path)).toEqual(['navigation.menuLabel', 'pages.contact.title']);
  });

  it('starts a new file with a header and every text', () => {
    const { text, added } = writeMissing(site, '');
    expect(added).toHaveLength(15);
    expect(text).toMatch(/^# Hindi for every text of site\.yaml/);
    expect(parse(text)['footer.copyright']).toEqual({ en: '© {year} SkillStrike. All rights reserved.', hi: '' });
  });
});

describe('printing problems of both files', () => {
  const siteProblem = {
    severity: 'warning',
    line: 3,
    col: 14,
    path: 'navigation.menuLabel',
    message: 'No Hindi.',
    rule: 'translation-missing',
  } as const;
  const hiProblem = {
    severity: 'error',
    line: 9,
    col: 7,
    path: 'footer.copyright',
    message: 'Placeholders differ.',
    rule: 'translation-placeholders',
  } as const;
  const files = [
    { name: 'site.yaml', problems: [siteProblem] },
    { name: 'site.hi.yaml', problems: [hiProblem] },
  ];

  it('names each problem with its own file', () => {
    expect(formatFileProblems('human', files)).toEqual([
      'site.yaml:3:14  navigation.menuLabel  warning: No Hindi.',
      'site.hi.yaml:9:7  footer.copyright  Placeholders differ.',
    ]);
  });

  it('gives tools one JSON list for both files', () => {
    const [json] = formatFileProblems('json', files);
    expect(JSON.parse(json)).toEqual([
      {
        severity: 'warning',
        file: 'site.yaml',
        line: 3,
        col: 14,
        path: 'navigation.menuLabel',
        message: 'No Hindi.',
        hint: null,
        rule: 'translation-missing',
      },
      {
        severity: 'error',
        file: 'site.hi.yaml',
        line: 9,
        col: 7,
        path: 'footer.copyright',
        message: 'Placeholders differ.',
        hint: null,
        rule: 'translation-placeholders',
      },
    ]);
  });
});
