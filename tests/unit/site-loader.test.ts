// The loader against a corpus of broken site.yaml files: each made from the real site.yaml by one
// edit, so the corpus never drifts from the real shape. Each asserts line, column, path and sentence.
import { describe, expect, it } from 'vitest';
import { loadSiteFile } from '../../src/content/load-site-file.ts';
import { formatProblem, type Problem } from '../../src/content/problem.ts';
import { loadTestSite, original, positionOf, replaceOnce } from './site-fixtures.ts';

interface Case {
  name: string;
  edit: (text: string) => string;
  /** Text in the edited file where the problem must be reported, and the offset into it. */
  at: [needle: string, offset?: number];
  path: string;
  message: string;
  hint?: RegExp;
}

const cases: Case[] = [
  {
    name: 'an unknown section type, with a did-you-mean',
    edit: (t) => replaceOnce(t, '- type: hero\n', '- type: heroo\n'),
    at: ['type: heroo', 6],
    path: 'pages.home.sections[0].type',
    message: '"heroo" is not a section type.',
    hint: /did you mean "hero"\?/,
  },
  {
    name: 'a misspelled field name',
    edit: (t) => replaceOnce(t, '        tagline: "India', '        taglin: "India'),
    at: ['taglin: "India'],
    path: 'pages.home.sections[0].taglin',
    message: '"taglin" is not a field of section 1 (hero).',
    hint: /did you mean "tagline"\?/,
  },
  {
    name: 'a paragraph with ": " not in quotes, read as a field',
    edit: (t) =>
      replaceOnce(
        t,
        '              - "Decide how much time',
        '              - Q: Can I set a daily limit?\n              - "Decide how much time',
      ),
    at: ['Q: Can I set a daily limit?'],
    path: 'pages.gaming.sections[0].sections[1].body[0].Q',
    message: '"Q" is not a field of paragraph 1: the ": " after it makes YAML read it as a field\'s name.',
    hint: /^if "Q: Can I set a daily limit\?" is one text, put it in double quotes: "Q: Can I set a daily limit\?"; otherwise fields here are/,
  },
  {
    name: 'text where a number belongs',
    edit: (t) => replaceOnce(t, 'autoCloseMs: 3000', 'autoCloseMs: soon'),
    at: ['autoCloseMs: soon', 13],
    path: 'notices.autoCloseMs',
    message: '"autoCloseMs" should be a whole number, not text.',
  },
  {
    name: 'a value outside a fixed list',
    edit: (t) => replaceOnce(t, 'position: top-right', 'position: top-rigth'),
    at: ['position: top-rigth', 10],
    path: 'notices.position',
    message: '"top-rigth" is not allowed for "position".',
    hint: /did you mean "top-right"\?/,
  },
  {
    name: 'a required field left out',
    edit: (t) => replaceOnce(t, '    dialog:\n      message: It will be launching soon ! Please stay tuned.\n', '    dialog:\n'),
    at: ['      ok: OK', 6],
    path: 'downloads.ios.dialog',
    message: '"dialog" has no "message" (the dialog\'s message).',
    hint: /^add message: on its own line/,
  },
  {
    name: 'the risk disclaimer left out',
    edit: (t) => replaceOnce(t, / {2}riskDisclaimer: .*\n/.exec(t)?.[0] ?? 'riskDisclaimer', ''),
    at: ['  ageNotice:', 2],
    path: 'compliance',
    message: '"compliance" has no "riskDisclaimer"',
  },
  {
    name: 'a grievance officer without an email address',
    edit: (t) => replaceOnce(t, '    email: grievance@skillstrike.in\n', ''),
    at: ['    label: Grievance Officer', 4],
    path: 'compliance.grievanceOfficer',
    message: '"grievanceOfficer" has no "email"',
  },
  {
    name: 'a helpline on a page that does not exist',
    edit: (t) => replaceOnce(t, '    page: /gaming\n', '    page: /responsible-gaming\n'),
    at: ['page: /responsible-gaming', 6],
    path: 'compliance.helpline.page',
    message: 'The link "/responsible-gaming" goes to a page that does not exist.',
  },
  {
    name: 'a review without its author, named as a marketer counts',
    edit: (t) => replaceOnce(t, '          - author: Priya\n            text:', '          - text:'),
    at: ['          - text: I play BGMI', 12],
    path: 'pages.home.sections[6].reviews[1]',
    message: 'Review 2 has no "author" (the player\'s first name).',
    hint: /^add author: on its own line/,
  },
  {
    name: 'an empty list',
    edit: (t) =>
      replaceOnce(
        t,
        '  - heading: Play safe\n      links:\n        - label: Responsible Gaming\n          to: /gaming\n        - label: Refund and Cancellation\n          to: /refund\n',
        '  - heading: Play safe\n      links: []\n',
      ),
    at: ['links: []', 7],
    path: 'footer.columns[1].links',
    message: '"links" is an empty list; it needs at least 1 link.',
  },
  {
    name: 'a number below its minimum',
    edit: (t) => replaceOnce(t, 'autoplayMs: 2000', 'autoplayMs: -2000'),
    at: ['autoplayMs: -2000', 12],
    path: 'pages.home.sections[6].autoplayMs',
    message: '"autoplayMs" must be at least 0, not -2000.',
  },
  {
    name: 'a list where text belongs',
    edit: (t) => replaceOnce(t, '    - heading: Company\n', '    - heading:\n        - Company\n'),
    at: ['        - Company', 8],
    path: 'footer.columns[0].heading',
    message: '"heading" should be text, not a list.',
    hint: /^put the text in double quotes/,
  },
  {
    name: 'a text where a list belongs, with the shape to write',
    edit: (t) => replaceOnce(t, '    - heading: Company\n      links:\n', '    - heading: Company\n      links: Home\n      old:\n'),
    at: ['links: Home', 7],
    path: 'footer.columns[0].links',
    message: '"links" should be a list, not text.',
    hint: /^write each item on its own line starting with "- "/,
  },
  {
    name: 'a paragraph that is both a list and a numbered list',
    edit: (t) =>
      replaceOnce(
        t,
        '              - list:\n                  - "(a) the organizers',
        '              - numbered: [one]\n                list:\n                  - "(a) the organizers',
      ),
    at: ['numbered: [one]', 0],
    path: 'pages.refund.sections[0].sections[1].body[1]',
    message: 'Paragraph 2 has both "numbered" and "list"; it can have only 1 of them.',
    hint: /^a paragraph \(plain text\), or `list:`/,
  },
  {
    name: 'a page name that is not a plain word',
    edit: (t) => replaceOnce(t, '  refund:\n    path: /refund', '  Refund-Policy:\n    path: /refund'),
    at: ['Refund-Policy:', 0],
    path: 'pages["Refund-Policy"]',
    message: '"Refund-Policy" cannot be used as a name here.',
  },
  {
    name: 'a date in the wrong form',
    edit: (t) => replaceOnce(t, '        id: stats\n', '        id: stats\n        visibleFrom: 1/10/2026\n'),
    at: ['visibleFrom: 1/10/2026', 13],
    path: 'pages.home.sections[1].visibleFrom',
    message: '"1/10/2026" is not a valid value for "visibleFrom".',
    hint: /^A date is written year-month-day, e\.g\. 2026-10-20$/,
  },
  {
    name: 'a page address in the wrong form',
    edit: (t) => replaceOnce(t, 'path: /contact\n', 'path: /Contact Us\n'),
    at: ['path: /Contact Us', 6],
    path: 'pages.contact.path',
    message: '"/Contact Us" is not a valid value for "path".',
    hint: /starts with \//,
  },
  {
    name: 'an image file that does not exist',
    edit: (t) => replaceOnce(t, 'src: /images/logo.svg', 'src: /images/logo-old.svg'),
    at: ['src: /images/logo-old.svg', 5],
    path: 'brand.logo.src',
    message: 'The image file "/images/logo-old.svg" does not exist.',
  },
  {
    name: 'an image with no alt text',
    edit: (t) => replaceOnce(t, '    alt: SkillStrike is loading\n', ''),
    at: ['    src: /images/loader.svg', 4],
    path: 'loader.image',
    message: 'This image has no alt text.',
    hint: /decorative: true/,
  },
  {
    name: 'a link to a page that does not exist',
    edit: (t) => replaceOnce(t, '    - label: Contact Us\n      to: /contact\n', '    - label: Contact Us\n      to: /contakt\n'),
    at: ['to: /contakt', 4],
    path: 'navigation.items[4].to',
    message: 'The link "/contakt" goes to a page that does not exist.',
    hint: /did you mean "\/contact"\?/,
  },
  {
    name: 'an anchor to a section the page does not have',
    edit: (t) => replaceOnce(t, 'to: /#games', 'to: /#gamez'),
    at: ['to: /#gamez', 4],
    path: 'navigation.items[1].to',
    message: 'The link "/#gamez" points at a section "gamez" that the page "home" does not have.',
    hint: /did you mean "#games"\?/,
  },
  {
    name: 'a link inside text to a page that does not exist',
    edit: (t) => replaceOnce(t, '[Responsible Gaming](/gaming)', '[Responsible Gaming](/safe-play)'),
    at: ['Read our [Responsible Gaming](/safe-play)'],
    path: 'pages.home.sections[9].body[2]',
    message: 'The link "/safe-play" goes to a page that does not exist.',
  },
  {
    name: 'a section id used twice',
    edit: (t) => replaceOnce(t, 'id: about-header', 'id: about'),
    at: ['id: about\n        title: About SkillStrike', 4],
    path: 'pages.about.sections[0].id',
    message: 'The section id "about" is already used by pages.home.sections[9].',
  },
  {
    name: 'text cut off by a # that YAML reads as a comment',
    edit: (t) =>
      replaceOnce(t, 'tagline: "India\'s #1 skill-based gaming zone, compete', "tagline: India's #1 skill-based gaming zone, compete"),
    at: ["tagline: India's #1 skill-based gaming zone, compete", 9],
    path: 'pages.home.sections[0].tagline',
    message: 'This text stops at "India\'s": the part from "#1" on is read as a comment.',
    hint: /double quotes/,
  },
  {
    name: 'a YAML syntax error',
    edit: (t) => replaceOnce(t, '  lang: en-IN\n', '  lang: "en-IN\n'),
    at: ['"en-IN'],
    path: 'brand.lang',
    message: 'The text that starts with " here has no closing ", so YAML reads the lines below as part of it.',
    hint: /add " at the end of the text/,
  },
  {
    name: 'a key written twice',
    edit: (t) => replaceOnce(t, '  lang: en-IN\n', '  lang: en-IN\n  lang: hi-IN\n'),
    at: ['  lang: hi-IN', 2],
    path: 'brand.lang',
    message: '"lang" is written twice in the same group, so one of them would be lost.',
    hint: /keep one of the two lines/,
  },
];

describe('site.yaml loader', () => {
  it("accepts the real site.yaml, whose only warnings are the copy rules' (docs/lint-rules.md)", () => {
    const result = loadSiteFile();
    expect(result.ok).toBe(true);
    // The real file is the example marketers copy from: nothing but the spec's own copy, which the
    // play-as-income and review-rating-mismatch rules flag on purpose, may be warned about.
    const copyRules = new Set(['play-as-income', 'review-rating-mismatch']);
    expect(result.problems.filter((p) => !copyRules.has(p.rule ?? ''))).toEqual([]);
  });

  it('accepts the test site with no problem at all, not even a copy warning', () => {
    const result = loadTestSite(original);
    expect(result.ok).toBe(true);
    expect(result.problems).toEqual([]);
  });

  for (const testCase of cases) {
    it(`reports ${testCase.name} at its line and column`, () => {
      const text = testCase.edit(original);
      const result = loadTestSite(text);
      expect(result.ok).toBe(false);
      const expected = positionOf(text, testCase.at[0], testCase.at[1] ?? 0);
      const problem = result.problems.find((p: Problem) => p.message.startsWith(testCase.message));
      expect(problem, `problems were:\n${result.problems.map((p) => formatProblem('site.yaml', p)).join('\n')}`).toBeDefined();
      expect({ line: problem?.line, col: problem?.col, path: problem?.path }).toEqual({ ...expected, path: testCase.path });
      if (testCase.hint) expect(problem?.hint).toMatch(testCase.hint);
    });
  }

  it('reports every problem at once, not only the first', () => {
    let text = original;
    text = replaceOnce(text, 'autoCloseMs: 3000', 'autoCloseMs: soon');
    text = replaceOnce(text, 'position: top-right', 'position: top-rigth');
    text = replaceOnce(text, '- type: hero\n', '- type: heroo\n');
    text = replaceOnce(text, 'to: /#games', 'to: /#gamez');
    const result = loadTestSite(text);
    expect(result.ok).toBe(false);
    expect(result.problems.map((p) => p.path)).toEqual([
      'notices.position',
      'notices.autoCloseMs',
      'navigation.items[1].to',
      'pages.home.sections[0].type',
    ]);
  });

  it('formats a problem as site.yaml:LINE:COL  path  sentence  (hint)', () => {
    const line = formatProblem('site.yaml', {
      severity: 'error',
      line: 12,
      col: 5,
      path: 'pages.home.sections[0].type',
      message: '"heroo" is not a section type.',
      hint: 'did you mean "hero"?',
      rule: 'schema/discriminator',
    });
    expect(line).toBe('site.yaml:12:5  pages.home.sections[0].type  "heroo" is not a section type.  (did you mean "hero"?)');
  });
});
