// Every lint rule against two edits of the test site (tests/fixtures/site/site.yaml): one that trips it (asserting level,
// line, column, path and sentence) and a near miss that must not. The build day is fixed.
import { describe, expect, it } from 'vitest';
import type { LoadOptions } from '../../src/content/load-site.ts';
import { formatProblem } from '../../src/content/problem.ts';
import { lintRules, type RuleId } from '../../src/content/lint/rules.ts';
import { loadTestSite, original, positionOf, replaceOnce } from './site-fixtures.ts';
import { brokenEdits } from './broken-edits.ts';

const day = '2026-05-01';

interface RuleCase {
  rule: RuleId;
  name: string;
  trips: (text: string) => string;
  /** Text in the tripping file where the problem must be reported, and the offset into it. */
  at: [needle: string, offset?: number];
  path: string;
  message: string;
  passes: (text: string) => string;
  options?: Partial<LoadOptions>;
  passOptions?: Partial<LoadOptions>;
}

const hero = (headline: string) => (t: string) =>
  replaceOnce(t, 'headline: Play Game. Win Cash. Rise on the Leaderboard.', `headline: ${headline}`);
const tagline = (text: string) => (t: string) =>
  replaceOnce(t, `tagline: "India's #1 skill-based gaming zone, compete in Ludo, Free Fire, BGMI and more."`, `tagline: "${text}"`);
const sectionDates = (id: string, dates: string) => (t: string) => replaceOnce(t, `        id: ${id}\n`, `        id: ${id}\n${dates}`);
/** Dates on the reviews by these authors. */
const reviewDates = (authors: string[], dates: string) => (t: string) =>
  authors.reduce(
    (text, author) => replaceOnce(text, `          - author: ${author}\n`, `          - author: ${author}\n            ${dates}\n`),
    t,
  );
const slideDates = (headings: string[], dates: string) => (t: string) =>
  headings.reduce(
    (text, heading) => replaceOnce(text, `            heading: ${heading}\n`, `            heading: ${heading}\n            ${dates}\n`),
    t,
  );
const secondHeader = (dates: string) => (t: string) =>
  replaceOnce(
    t,
    '      - type: steps\n',
    `      - type: pageHeader\n        id: about-promo\n        title: Summer Cup\n${dates}      - type: steps\n`,
  );
/** How many logos the proud-members carousel shows at once on desktop. */
const logoItems = (n: number) => (t: string) =>
  t.replace(/(id: proud-members[\s\S]*?items: )1/, (_match, before: string) => `${before}${n}`);
const bytes = (sizes: Record<string, number>) => ({ imageBytes: (src: string) => sizes[src] ?? 1000 });
/** The test site with the spec's timings back in place of its fast ones. */
const atSpecTimings = (t: string) =>
  [
    ['  delayMs: 100\n', '  delayMs: 1000\n'],
    ['        rotateMs: 1000\n', '        rotateMs: 3000\n'],
    ['        autoplayMs: 1500\n        speedMs: 300\n', '        autoplayMs: 3000\n        speedMs: 300\n'],
  ].reduce((text, [from, to]) => replaceOnce(text, from, to), t);
const specOn = { levels: { 'spec-value': 'error' } } as const;

const cases: RuleCase[] = [
  {
    rule: 'image-alt',
    name: 'an image with neither alt text nor decorative: true',
    trips: (t) => replaceOnce(t, '    alt: SkillStrike is loading\n', ''),
    at: ['    src: /images/loader.svg', 4],
    path: 'loader.image',
    message: 'This image has no alt text.',
    passes: (t) => replaceOnce(t, '    alt: SkillStrike is loading\n', '    decorative: true\n'),
  },
  {
    rule: 'image-missing',
    name: 'an image path with no file',
    trips: (t) => replaceOnce(t, 'src: /images/logo.svg', 'src: /images/logo-old.svg'),
    at: ['src: /images/logo-old.svg', 5],
    path: 'brand.logo.src',
    message: 'The image file "/images/logo-old.svg" does not exist.',
    passes: (t) => replaceOnce(t, 'src: /images/logo.svg', 'src: /images/logo-mark.svg'),
  },
  {
    rule: 'image-size',
    name: 'an SVG over 50 KB',
    trips: (t) => t,
    options: bytes({ '/images/logo.svg': 50 * 1024 + 1 }),
    at: ['src: /images/logo.svg', 5],
    path: 'brand.logo.src',
    message: 'The image "/images/logo.svg" is 51 KB; an SVG should be at most 50 KB so pages open quickly on slow phones.',
    passes: (t) => t,
    passOptions: bytes({ '/images/logo.svg': 50 * 1024 }),
  },
  {
    rule: 'image-size',
    name: 'a raster image over 200 KB',
    trips: (t) => replaceOnce(t, 'src: /images/hero-art.svg', 'src: /images/hero-art.webp'),
    options: { imageExists: () => true, ...bytes({ '/images/hero-art.webp': 250 * 1024 }) },
    at: ['src: /images/hero-art.webp', 5],
    path: 'pages.home.sections[0].art.src',
    message:
      'The image "/images/hero-art.webp" is 250 KB; a photo or picture should be at most 200 KB so pages open quickly on slow phones.',
    passes: (t) => replaceOnce(t, 'src: /images/hero-art.svg', 'src: /images/hero-art.webp'),
    passOptions: { imageExists: () => true, ...bytes({ '/images/hero-art.webp': 200 * 1024 }) },
  },
  {
    rule: 'media-missing',
    name: 'a captions path with no file',
    trips: (t) => replaceOnce(t, 'captions: /media/how-to-use.vtt', 'captions: /media/how-to-use-en.vtt'),
    at: ['captions: /media/how-to-use-en.vtt', 10],
    path: 'pages.home.sections[4].video.captions',
    message: 'The file "/media/how-to-use-en.vtt" does not exist.',
    passes: (t) => t,
  },
  {
    rule: 'video-size',
    name: 'a video over 1024 KB',
    trips: (t) => t,
    at: ['- /media/how-to-use.webm', 2],
    path: 'pages.home.sections[4].video.sources[0]',
    message:
      'The video "/media/how-to-use.webm" is 1025 KB; keep it to 1024 KB or less, so playing it costs a visitor on mobile data little.',
    passes: (t) => t,
    options: bytes({ '/media/how-to-use.webm': 1025 * 1024 }),
    passOptions: bytes({ '/media/how-to-use.webm': 1024 * 1024 }),
  },
  {
    rule: 'link-target',
    name: 'an anchor to a section the page does not have',
    trips: (t) => replaceOnce(t, 'to: /#games', 'to: /#gamez'),
    at: ['to: /#gamez', 4],
    path: 'navigation.items[1].to',
    message: 'The link "/#gamez" points at a section "gamez" that the page "home" does not have.',
    passes: (t) => replaceOnce(t, 'to: /#games', 'to: /#stats'),
  },
  {
    rule: 'link-hidden-section',
    name: 'an anchor to a section that opens later',
    trips: sectionDates('games', '        visibleFrom: 2026-10-20\n'),
    at: ['to: /#games', 4],
    path: 'navigation.items[1].to',
    message: 'The link "/#games" points at the section "games", which is not shown on 2026-05-01 (it is shown from 2026-10-20).',
    passes: sectionDates('games', '        visibleFrom: 2026-05-01\n'),
  },
  {
    rule: 'unique-id',
    name: 'a section id used twice',
    trips: (t) => replaceOnce(t, 'id: about-header', 'id: about'),
    at: ['id: about\n        title: About SkillStrike', 4],
    path: 'pages.about.sections[0].id',
    message: 'The section id "about" is already used by pages.home.sections[9].',
    passes: (t) => replaceOnce(t, 'id: about-header', 'id: about-top'),
  },
  {
    rule: 'page-path',
    name: 'two pages at one address',
    trips: (t) => replaceOnce(t, 'path: /refund\n', 'path: /about\n'),
    at: ['path: /about\n    title: Refund', 6],
    path: 'pages.refund.path',
    message: 'The address "/about" is already used by the page "about".',
    passes: (t) => replaceOnce(t, 'path: /refund\n', 'path: /refunds\n'),
  },
  {
    rule: 'headline-length',
    name: 'a 61-character headline',
    trips: hero('Play Game. Win Cash. Rise on the Leaderboard.'.padEnd(61, '!')),
    at: ['headline: Play Game', 10],
    path: 'pages.home.sections[0].headline',
    message: 'This headline is 61 characters long; keep it to 60 or fewer so it reads well on a phone.',
    passes: hero('Play Game. Win Cash. Rise on the Leaderboard.'.padEnd(60, '!')),
  },
  {
    rule: 'tagline-length',
    name: 'a 141-character tagline',
    trips: tagline('Compete in Ludo, Free Fire, BGMI and more.'.padEnd(141, '!')),
    at: ['tagline: "Compete', 9],
    path: 'pages.home.sections[0].tagline',
    message: 'This tagline is 141 characters long; keep it to 140 or fewer so it reads well on a phone.',
    passes: tagline('Compete in Ludo, Free Fire, BGMI and more.'.padEnd(140, '!')),
  },
  {
    rule: 'carousel-too-few',
    name: 'a logo carousel showing more logos than it has',
    trips: logoItems(3),
    at: ['logos:\n          - src: /images/marks/member-1.svg'],
    path: 'pages.home.sections[7].logos',
    message: 'This carousel shows 3 logos at once on desktop screens (1024-3000 px) but has only 2 logos.',
    passes: logoItems(2),
  },
  {
    rule: 'carousel-too-few',
    name: 'a reviews carousel left with 2 reviews by the schedule',
    trips: reviewDates(['Arjun', 'Sneha', 'Vikram', 'Ananya', 'Karan', 'Meera', 'Rohan', 'Divya'], 'visibleFrom: 2026-06-01'),
    at: ['reviews:\n          - author: Rahul'],
    path: 'pages.home.sections[6].reviews',
    message:
      'This carousel shows 3 reviews at once on desktop screens (1024-3000 px) but has only 2 reviews on 2026-05-01 (8 reviews hidden by their dates).',
    passes: reviewDates(['Sneha', 'Vikram', 'Ananya', 'Karan', 'Meera', 'Rohan', 'Divya'], 'visibleFrom: 2026-06-01'),
  },
  {
    rule: 'carousel-too-few',
    name: 'a coverflow with too few slides to loop',
    trips: slideDates(['Valorant', 'BGMI'], 'visibleUntil: 2026-04-30'),
    at: ['slides:\n          - image:'],
    path: 'pages.home.sections[5].slides',
    message:
      'This coverflow carousel has 4 slides on 2026-05-01 (2 slides hidden by their dates); it shows 3 at once and needs at least 5 to loop.',
    passes: slideDates(['Valorant'], 'visibleUntil: 2026-04-30'),
  },
  {
    rule: 'duplicate-item',
    name: 'the same review twice',
    trips: (t) =>
      replaceOnce(
        t,
        'text: I play BGMI custom rooms every weekend. Fair matches, clear rules and real prizes.',
        'text: Best platform for Ludo lovers.  Matches start quickly and withdrawals reach my bank in minutes.',
      ),
    at: ['          - author: Priya', 12],
    path: 'pages.home.sections[6].reviews[1]',
    message: 'Review 2 repeats review 1 of this carousel.',
    passes: reviewDates(['Priya'], 'visibleUntil: 2026-04-30'),
  },
  {
    rule: 'section-placement',
    name: 'a hero on a page other than home',
    trips: (t) =>
      replaceOnce(
        t,
        '      - type: pageHeader\n        id: about-header\n        title: About SkillStrike\n',
        '      - type: hero\n        id: about-header\n        headline: About SkillStrike\n        tagline: Who we are\n',
      ).replace(/(tagline: Who we are\n) {8}intro: .*\n/, '$1'),
    at: ['type: hero\n        id: about-header', 6],
    path: 'pages.about.sections[0].type',
    message: 'A hero section works only on the home page (path /); it is on the page "about".',
    passes: (t) => t,
  },
  {
    rule: 'section-placement',
    name: 'a second title section on a page',
    trips: secondHeader(''),
    at: ['type: pageHeader\n        id: about-promo', 6],
    path: 'pages.about.sections[3].type',
    message: 'A pageHeader section shows the page\'s main heading, and the page "about" already has one (section 1).',
    // A seasonal header taking over from the usual one the day after it ends: never two at once,
    // on any day (a promo from 2026-06-01 beside an undated header would be a time bomb).
    passes: (t) =>
      replaceOnce(
        t,
        '      - type: pageHeader\n        id: about-header\n',
        '      - type: pageHeader\n        id: about-promo\n        title: Summer Cup\n        visibleFrom: 2026-06-01\n      - type: pageHeader\n        id: about-header\n        visibleUntil: 2026-05-31\n',
      ),
  },
  {
    rule: 'section-placement',
    name: 'a contact form that would post to another server',
    trips: (t) => replaceOnce(t, 'host: ""', 'host: "https://api.skillstrike.in"'),
    at: ['type: contactForm', 6],
    path: 'pages.contact.sections[1].type',
    message:
      'The contact form cannot send from this site: api.host is "https://api.skillstrike.in", and the site\'s security policy lets pages send only to their own server.',
    passes: (t) => t,
  },
  {
    rule: 'schedule-ended',
    name: 'a window that ended yesterday',
    trips: sectionDates('stats', '        visibleUntil: 2026-04-30\n'),
    at: ['visibleUntil: 2026-04-30', 14],
    path: 'pages.home.sections[1].visibleUntil',
    message: 'This was last shown on 2026-04-30; the build of 2026-05-01 leaves it out.',
    passes: sectionDates('stats', '        visibleUntil: 2026-05-01\n'),
  },
  {
    rule: 'schedule-never-opens',
    name: 'a window that ends before it starts',
    trips: reviewDates(['Karan'], 'visibleFrom: 2026-12-01\n            visibleUntil: 2026-01-31'),
    at: ['visibleFrom: 2026-12-01', 13],
    path: 'pages.home.sections[6].reviews[6].visibleFrom',
    message: 'This is never shown: visibleFrom 2026-12-01 is after visibleUntil 2026-01-31.',
    passes: reviewDates(['Karan'], 'visibleFrom: 2026-01-31\n            visibleUntil: 2026-12-01'),
  },
  {
    rule: 'schedule-empty-page',
    name: 'a page whose every section is outside its dates',
    trips: (t) =>
      sectionDates(
        'contact-form',
        '        visibleFrom: 2026-06-01\n',
      )(sectionDates('contact-header', '        visibleFrom: 2026-06-01\n')(t)),
    at: ['      - type: pageHeader\n        id: contact-header', 6],
    path: 'pages.contact.sections',
    message: 'On 2026-05-01 the page "contact" has no section to show: every one is outside its dates (from 2026-06-01; from 2026-06-01).',
    passes: sectionDates('contact-form', '        visibleFrom: 2026-06-01\n'),
  },
  {
    rule: 'spec-value',
    name: "a validation message changed from the spec's",
    trips: (t) => replaceOnce(atSpecTimings(t), 'required: First Name is required', 'required: Please enter your first name'),
    at: ['required: Please enter', 10],
    path: 'contact.fields.firstName.required',
    message: '"required" is "Please enter your first name", but spec section 5 (validation rules) fixes it at "First Name is required".',
    passes: (t) => replaceOnce(atSpecTimings(t), 'label: First Name\n', 'label: Your first name\n'),
    options: specOn,
  },
  {
    rule: 'cut-text',
    name: 'text cut off by a # that YAML reads as a comment',
    trips: (t) =>
      replaceOnce(t, 'tagline: "India\'s #1 skill-based gaming zone, compete', "tagline: India's #1 skill-based gaming zone, compete"),
    at: ["tagline: India's #1 skill-based gaming zone, compete", 9],
    path: 'pages.home.sections[0].tagline',
    message: 'This text stops at "India\'s": the part from "#1" on is read as a comment.',
    passes: (t) =>
      replaceOnce(t, 'tagline: "India\'s #1 skill-based gaming zone, compete', 'tagline: "India\'s no. 1 skill-based gaming zone, compete'),
  },
  {
    rule: 'typographic-quotes',
    name: 'a headline pasted in typographic quotes',
    trips: hero('“Play Game. Win Cash.”'),
    at: ['“Play Game'],
    path: 'pages.home.sections[0].headline',
    message: 'This text is wrapped in typographic quotes (“…”), which YAML does not read as quotes: the page would show them.',
    // Straight quotes around them say the typographic ones are meant.
    passes: hero('"“Play Game. Win Cash.”"'),
  },
  {
    rule: 'unquoted-phone',
    name: 'a phone number typed without quotes',
    trips: (t) => replaceOnce(t, 'number: "+911145678900"', 'number: +911145678900'),
    at: ['number: +911145678900', 8],
    path: 'pages.contact.sections[1].info.phone.number',
    message: 'YAML reads +911145678900 as the number 911145678900, so every program that reads site.yaml as YAML loses its "+".',
    passes: (t) => replaceOnce(t, 'number: "+911145678900"', 'number: "+911145678901"'),
  },
  {
    rule: 'play-as-income',
    name: 'copy that presents play as income',
    trips: (t) => replaceOnce(t, 'stickyBarText: Play. Win. Repeat.', 'stickyBarText: Play. Earn. Repeat.'),
    at: ['stickyBarText: Play. Earn. Repeat.', 15],
    path: 'pages.home.sections[0].stickyBarText',
    message:
      '"Earn" presents playing as a way to make a living; the advertising code for real-money games asks that play is never shown as income or a job.',
    // "Learn" holds the letters of "earn" but is not the word.
    passes: (t) => replaceOnce(t, 'stickyBarText: Play. Win. Repeat.', 'stickyBarText: Play. Learn. Repeat.'),
  },
  {
    rule: 'review-rating-mismatch',
    name: 'a five-star review that complains',
    trips: (t) => replaceOnce(t, 'Skill really decides who wins here.', 'But I wish the lobby loaded faster.'),
    at: ['avatar-9.svg, decorative: true }\n            stars: ', 'avatar-9.svg, decorative: true }\n            stars: '.length],
    path: 'pages.home.sections[6].reviews[8].stars',
    message: 'Rohan\'s review is rated 5 out of 5, but its words complain ("I wish"); a perfect rating on a complaint reads as made up.',
    passes: (t) =>
      replaceOnce(
        replaceOnce(t, 'Skill really decides who wins here.', 'But I wish the lobby loaded faster.'),
        'avatar-9.svg, decorative: true }\n            stars: { src: /images/reviews/stars-5.svg, alt: Rated 5 out of 5 }',
        'avatar-9.svg, decorative: true }\n            stars: { src: /images/reviews/stars-4.svg, alt: Rated 4 out of 5 }',
      ),
  },
];

const load = (text: string, options: Partial<LoadOptions> = {}) => loadTestSite(text, { day, ...options });
const listing = (problems: ReturnType<typeof load>['problems']) =>
  problems.map((p) => `${formatProblem('site.yaml', p)} [${p.rule}]`).join('\n');

describe('lint rules', () => {
  for (const c of cases) {
    it(`${c.rule} trips on ${c.name}`, () => {
      const text = c.trips(original);
      const problems = load(text, c.options).problems.filter((p) => p.rule === c.rule);
      expect(problems, listing(load(text, c.options).problems)).toHaveLength(1);
      expect(problems[0]).toMatchObject({
        severity: lintRules[c.rule].level,
        ...positionOf(text, c.at[0], c.at[1] ?? 0),
        path: c.path,
        message: c.message,
      });
    });

    it(`${c.rule} lets a near miss of ${c.name} pass`, () => {
      const result = load(c.passes(original), c.passOptions ?? c.options);
      expect(
        result.problems.filter((p) => p.rule === c.rule),
        listing(result.problems),
      ).toEqual([]);
    });
  }

  it('has a case for every rule in the rules table (here or in the corpus of broken edits)', () => {
    const covered = new Set<string>([...cases.map((c) => c.rule), ...brokenEdits.map((c) => c.rule)]);
    covered.delete('yaml-syntax');
    expect(covered).toEqual(new Set(Object.keys(lintRules)));
  });

  it("takes a rule's level from the table, and an override turns it down or off", () => {
    const text = cases[0].trips(original);
    expect(load(text).problems.find((p) => p.rule === 'image-alt')?.severity).toBe('error');
    const warned = load(text, { levels: { 'image-alt': 'warning' } });
    expect(warned.ok).toBe(true);
    expect(warned.problems.find((p) => p.rule === 'image-alt')?.severity).toBe('warning');
    expect(load(text, { levels: { 'image-alt': 'off' } }).problems).toEqual([]);
  });

  it('counts a headline in letters as a reader sees them, not in code points', () => {
    // किताब ("book") is 3 letters stored as 5 code points. Fifteen of them with spaces are 59
    // letters (89 code points): within the 60-letter limit. Sixteen are 63 letters: over it.
    const words = (n: number) => Array.from({ length: n }, () => 'किताब').join(' ');
    // (Hindi in site.yaml's English is also warned about, by its own rule: not what is counted here.)
    const lengthProblems = (headline: string) => load(hero(headline)(original)).problems.filter((p) => p.rule === 'headline-length');
    expect(lengthProblems(words(15))).toEqual([]);
    expect(lengthProblems(words(16)).map((p) => p.message)).toEqual([
      'This headline is 63 characters long; keep it to 60 or fewer so it reads well on a phone.',
    ]);
  });

  it('lets warnings through: the site loads and the warnings are listed', () => {
    const result = load(hero('Play Game. Win Cash. Rise on the Leaderboard.'.padEnd(61, ' x'))(original));
    expect(result.ok).toBe(true);
    expect(result.problems.map((p) => p.rule)).toEqual(['headline-length']);
  });
});
