// The corpus of broken edits: mistakes a hurried marketer makes in site.yaml, each made on the test
// site (tests/fixtures/site/site.yaml) by a text edit, with where validate must point and words its
// sentence must contain to name the fix. Grown from issue 12's categories: meaning across fields,
// syntax, and text that is cut, blank or marked up. tests/unit/broken-edits.test.ts runs them.
import type { RuleId } from '../../src/content/lint/rules.ts';
import { replaceOnce } from './site-fixtures.ts';

export interface BrokenEdit {
  name: string;
  edit: (text: string) => string;
  /** Text in the edited file where the problem must be reported, and the offset into it. */
  at: [needle: string, offset?: number];
  rule: RuleId | 'yaml-syntax';
  /** Must match the sentence and its hint together: the fix, in words. */
  fix: RegExp;
}

const swap =
  (from: string, to: string) =>
  (text: string): string =>
    replaceOnce(text, from, to);
const headline = 'headline: Play Game. Win Cash. Rise on the Leaderboard.';
const review = 'text: Best platform for Ludo lovers. Matches start quickly and withdrawals reach my bank in minutes.';
const gamingLink = 'Read our [Responsible Gaming](/gaming) page';

export const brokenEdits: BrokenEdit[] = [
  // Placeholders
  { name: 'a misspelt {year}', edit: swap('© {year}', '© {yaer}'), at: ['{yaer}'], rule: 'placeholder-name', fix: /did you mean \{year\}/ },
  {
    name: '{total} misspelt',
    edit: swap('"{n} of {total}"', '"{n} of {totl}"'),
    at: ['{totl}'],
    rule: 'placeholder-name',
    fix: /did you mean \{total\}/,
  },
  {
    name: 'a placeholder the message does not have',
    edit: swap('Go to slide {n}', 'Go to slide {mx}'),
    at: ['{mx}'],
    rule: 'placeholder-name',
    fix: /use one of "\{n\}"/,
  },
  {
    name: '{minutes} written in the singular',
    edit: swap('wait {minutes} and', 'wait {minute} and'),
    at: ['{minute}'],
    rule: 'placeholder-name',
    fix: /did you mean \{minutes\}/,
  },
  {
    name: 'spaces inside the braces',
    edit: swap('© {year}', '© { year }'),
    at: ['{ year }'],
    rule: 'placeholder-name',
    fix: /did you mean \{year\}\? Write it with no spaces/,
  },
  {
    name: 'braces in a text with no placeholders',
    edit: swap(headline, 'headline: Win {amount} today'),
    at: ['{amount}'],
    rule: 'placeholder-name',
    fix: /without braces/,
  },
  {
    name: 'the email subject with a typo',
    edit: swap('message: {subject}', 'message: {subjet}'),
    at: ['{subjet}'],
    rule: 'placeholder-name',
    fix: /did you mean \{subject\}/,
  },
  // Contact form limits
  {
    name: 'minDigits above maxDigits',
    edit: swap('minDigits: 10', 'minDigits: 16'),
    at: ['maxDigits: 15', 11],
    rule: 'digit-range',
    fix: /make maxDigits at least 16/,
  },
  {
    name: 'maxDigits below minDigits',
    edit: swap('maxDigits: 15', 'maxDigits: 9'),
    at: ['maxDigits: 9', 11],
    rule: 'digit-range',
    fix: /make maxDigits at least 10/,
  },
  // Carousel breakpoints (the reviews carousel's are the first in the file)
  {
    name: 'a gap between mobile and tablet',
    edit: swap('minWidth: 464', 'minWidth: 500'),
    at: ['minWidth: 500', 10],
    rule: 'breakpoint-coverage',
    fix: /465 to 499 px.*start tablet at minWidth: 464/,
  },
  {
    name: 'tablet overlapping mobile',
    edit: swap('minWidth: 464', 'minWidth: 400'),
    at: ['minWidth: 400', 10],
    rule: 'breakpoint-coverage',
    fix: /both cover 400-464 px.*start tablet at minWidth: 464/,
  },
  {
    name: 'no range from 0',
    edit: swap('minWidth: 0\n', 'minWidth: 100\n'),
    at: ['minWidth: 100', 10],
    rule: 'breakpoint-coverage',
    fix: /narrower than 100 px.*minWidth: 0/,
  },
  {
    name: 'the widest range stopping at 1400 px',
    edit: swap('maxWidth: 3000', 'maxWidth: 1400'),
    at: ['maxWidth: 1400', 10],
    rule: 'breakpoint-coverage',
    fix: /wider than 1400 px.*maxWidth to 3000/,
  },
  {
    name: 'a range that ends before it starts',
    edit: swap('maxWidth: 3000', 'maxWidth: 1000'),
    at: ['maxWidth: 1000', 10],
    rule: 'breakpoint-coverage',
    fix: /swap minWidth and maxWidth/,
  },
  // Timings
  {
    name: 'pictures rotating every millisecond',
    edit: swap('rotateMs: 1000', 'rotateMs: 1'),
    at: ['rotateMs: 1\n', 10],
    rule: 'timing-too-short',
    fix: /use at least 1000/,
  },
  {
    name: 'a coverflow sliding non-stop',
    edit: swap('autoplayMs: 1500\n        speedMs', 'autoplayMs: 0\n        speedMs'),
    at: ['autoplayMs: 0', 12],
    rule: 'timing-too-short',
    fix: /use at least 1000/,
  },
  {
    name: 'reviews turning every half second',
    edit: swap('autoplayMs: 2000', 'autoplayMs: 500'),
    at: ['autoplayMs: 500', 12],
    rule: 'timing-too-short',
    fix: /use at least 1000/,
  },
  {
    name: 'a slide transition of 20 ms',
    edit: swap('speedMs: 300', 'speedMs: 20'),
    at: ['speedMs: 20', 9],
    rule: 'timing-too-short',
    fix: /use at least 100/,
  },
  {
    name: 'a transition as long as the pause',
    edit: swap('speedMs: 300', 'speedMs: 2000'),
    at: ['speedMs: 2000', 9],
    rule: 'timing-too-short',
    fix: /much shorter than autoplayMs/,
  },
  {
    name: 'notices closing in 300 ms',
    edit: swap('autoCloseMs: 3000', 'autoCloseMs: 300'),
    at: ['autoCloseMs: 300', 13],
    rule: 'timing-too-short',
    fix: /use at least 1500/,
  },
  {
    name: 'the form giving up after half a second',
    edit: swap('requestTimeoutMs: 15000', 'requestTimeoutMs: 500'),
    at: ['requestTimeoutMs: 500', 18],
    rule: 'timing-too-short',
    fix: /use at least 2000/,
  },
  // Layout widths
  {
    name: 'a phone layout up to 7680 px',
    edit: swap('mobileMaxWidth: 768', 'mobileMaxWidth: 7680'),
    at: ['mobileMaxWidth: 7680', 16],
    rule: 'layout-width',
    fix: /laptops .* phone layout.*from 480 to 1280/,
  },
  {
    name: 'a phone layout up to 200 px',
    edit: swap('mobileMaxWidth: 768', 'mobileMaxWidth: 200'),
    at: ['mobileMaxWidth: 200', 16],
    rule: 'layout-width',
    fix: /phones .* laptop layout.*from 480 to 1280/,
  },
  {
    name: 'a footer width beyond any laptop',
    edit: swap('footerImageMaxWidth: 820', 'footerImageMaxWidth: 5000'),
    at: ['footerImageMaxWidth: 5000', 21],
    rule: 'layout-width',
    fix: /from 320 to 1440/,
  },
  {
    name: 'a scroll threshold of 2000 px',
    edit: swap('scrollThreshold: 10', 'scrollThreshold: 2000'),
    at: ['scrollThreshold: 2000', 17],
    rule: 'layout-width',
    fix: /at most 400/,
  },
  // Blank text
  { name: 'a review that is one space', edit: swap(review, 'text: " "'), at: ['text: " "', 6], rule: 'blank-text', fix: /write the text/ },
  {
    name: 'a headline of no-break spaces',
    edit: swap(headline, 'headline: "\u00a0\u00a0"'),
    at: ['headline: "\u00a0', 10],
    rule: 'blank-text',
    fix: /write the text/,
  },
  {
    name: 'a button label of spaces',
    edit: swap('label: Send Now', 'label: "   "'),
    at: ['label: "   "', 7],
    rule: 'blank-text',
    fix: /write the text/,
  },
  // HTML
  {
    name: '<b> in a review',
    edit: swap(review, 'text: Best platform for <b>Ludo</b> lovers.'),
    at: ['<b>'],
    rule: 'html-tag',
    fix: /write \*\*bold\*\*, not <b>/,
  },
  {
    name: '<br> in an intro',
    edit: swap('intro: Pick your arena.', 'intro: Pick your arena.<br>'),
    at: ['<br>'],
    rule: 'html-tag',
    fix: /new item or paragraph instead of <br>/,
  },
  {
    name: 'an HTML link',
    edit: swap(gamingLink, 'Read our <a href="/gaming">Responsible Gaming</a> page'),
    at: ['<a href'],
    rule: 'html-tag',
    fix: /\[the words\]\(https:\/\/address\)/,
  },
  {
    name: '<i> in a slide',
    edit: swap('Classic Ludo with custom rules.', 'Classic Ludo with <i>custom</i> rules.'),
    at: ['<i>'],
    rule: 'html-tag',
    fix: /write \*italics\*, not <i>/,
  },
  // Markdown links
  {
    name: 'a link missing its ]',
    edit: swap(gamingLink, 'Read our [Responsible Gaming(/gaming) page'),
    at: ['[Responsible Gaming('],
    rule: 'markdown-link',
    fix: /add the "\]" after the link's words/,
  },
  {
    name: 'a link missing its )',
    edit: swap(gamingLink, 'Read our [Responsible Gaming](/gaming page'),
    at: ['[Responsible Gaming](/gaming'],
    rule: 'markdown-link',
    fix: /add the "\)" after the address/,
  },
  {
    name: 'a link missing its [',
    edit: swap(gamingLink, 'Read our Responsible Gaming](/gaming) page'),
    at: ['](/gaming)'],
    rule: 'markdown-link',
    fix: /add the "\[" before the link's words/,
  },
  {
    name: 'a space between ] and (',
    edit: swap(gamingLink, 'Read our [Responsible Gaming] (/gaming) page'),
    at: ['[Responsible Gaming] ('],
    rule: 'markdown-link',
    fix: /remove the space between "\]" and "\("/,
  },
  // Addresses
  {
    name: 'mailto: typed in the email address',
    edit: swap('address: support@skillstrike.in', 'address: mailto:support@skillstrike.in'),
    at: ['address: mailto:', 9],
    rule: 'address-scheme',
    fix: /remove "mailto:"/,
  },
  {
    name: 'mailto: written twice in a link',
    edit: swap('email [support@skillstrike.in](mailto:support@', 'email [support@skillstrike.in](mailto:mailto:support@'),
    at: ['mailto:mailto:'],
    rule: 'address-scheme',
    fix: /write it once, e.g. mailto:support@skillstrike.in/,
  },
  {
    name: 'an http origin',
    edit: swap('origin: https://www.skillstrike.in', 'origin: http://www.skillstrike.in'),
    at: ['origin: http://', 8],
    rule: 'https-origin',
    fix: /write https:\/\/www\.skillstrike\.in/,
  },
  // Long words
  {
    name: 'a 34-letter word in a review',
    edit: swap(review, 'text: Supercalifragilisticexpialidocious app, best for Ludo.'),
    at: ['Supercalifragilistic'],
    rule: 'long-word',
    fix: /add a space or a hyphen/,
  },
  {
    name: 'words run together in a headline',
    edit: swap(headline, 'headline: PlayGame.WinCash.RiseOnTheLeaderboard'),
    at: ['PlayGame'],
    rule: 'long-word',
    fix: /add a space or a hyphen/,
  },
  // Languages
  {
    name: 'Hindi pasted into the English headline',
    edit: swap(headline, 'headline: खेलो। जीतो। दोहराओ।'),
    at: ['खेलो'],
    rule: 'hindi-in-english',
    fix: /Hindi letters.*its Hindi in site\.hi\.yaml under this text's key/,
  },
  // Dates
  {
    name: '30 February',
    edit: swap('        id: stats\n', '        id: stats\n        visibleFrom: 2027-02-30\n'),
    at: ['visibleFrom: 2027-02-30', 13],
    rule: 'impossible-date',
    fix: /February 2027 has 28 days.*2027-02-28/,
  },
  {
    name: '31 April',
    edit: swap('        id: stats\n', '        id: stats\n        visibleUntil: 2027-04-31\n'),
    at: ['visibleUntil: 2027-04-31', 14],
    rule: 'impossible-date',
    fix: /April 2027 has 30 days/,
  },
  // YAML anchors and aliases
  {
    name: 'a pasted &#8377; at the start of a value',
    edit: swap('- value: 1 Lakh', '- value: &#8377;1 Lakh prize'),
    at: ['&#8377;'],
    rule: 'yaml-anchor',
    fix: /type the character itself \(₹ for &#8377;\)/,
  },
  {
    name: 'an & label on a headline',
    edit: swap(headline, 'headline: &Play Game. Win Cash.'),
    at: ['&Play'],
    rule: 'yaml-anchor',
    fix: /double quotes/,
  },
  {
    name: 'a value that is only *word',
    edit: swap('stickyBarText: Play. Win. Repeat.', 'stickyBarText: *Winner'),
    at: ['*Winner'],
    rule: 'yaml-anchor',
    fix: /double quotes: "\*Winner/,
  },
  // Repeats
  {
    name: 'the same picture twice in a row',
    edit: swap('src: /images/games/esports-2.svg', 'src: /images/games/esports-1.svg'),
    at: ['- src: /images/games/esports-1.svg\n                alt: A team of four', 2],
    rule: 'adjacent-duplicate',
    fix: /use another picture/,
  },
  {
    name: 'two slides side by side with one picture',
    edit: swap('src: /images/games/call-of-duty.svg', 'src: /images/games/ludo.svg'),
    at: ['- image:\n              src: /images/games/ludo.svg\n              alt: A soldier', 2],
    rule: 'adjacent-duplicate',
    fix: /use another picture/,
  },
  // Text cut by a comment
  {
    name: 'Rank # 1 cut to Rank',
    edit: swap('- value: 8K', '- value: Rank # 1'),
    at: ['Rank # 1'],
    rule: 'cut-text',
    fix: /put the whole text in double quotes/,
  },
  // Syntax
  {
    name: 'a colon and space inside a value',
    edit: swap('stickyBarText: Play. Win. Repeat.', 'stickyBarText: Note: new games'),
    at: [': new games'],
    rule: 'yaml-syntax',
    fix: /put this text in double quotes: "Note: new games"/,
  },
  {
    name: 'a value starting with *',
    edit: swap(headline, 'headline: *Rank 1* app in India'),
    at: ['*Rank 1*'],
    rule: 'yaml-syntax',
    fix: /read by YAML as a reference.*double quotes/,
  },
  {
    name: 'a list item that lost its dash',
    edit: swap('          - value: 1 Lakh\n', '            value: 1 Lakh\n'),
    at: ['value: 1 Lakh'],
    rule: 'yaml-syntax',
    fix: /did you lose the "- " in front of this item\?/,
  },
  {
    name: 'a line indented one space too far',
    edit: swap('        heading: GAMES\n', '         heading: GAMES\n'),
    at: ['heading: GAMES'],
    rule: 'yaml-syntax',
    fix: /indented 1 space more.*remove 1 space/,
  },
  {
    name: 'a line indented one space too little',
    edit: swap('        heading: SkillStrike in numbers\n', '       heading: SkillStrike in numbers\n'),
    at: ['heading: SkillStrike in numbers'],
    rule: 'yaml-syntax',
    fix: /indented 1 space less.*add 1 space/,
  },
  {
    name: 'a tab for indentation',
    edit: swap('        rotateMs: 1000\n', '\trotateMs: 1000\n'),
    at: ['\trotateMs'],
    rule: 'yaml-syntax',
    fix: /a tab at column 1.*replace it with spaces/,
  },
  {
    name: 'a no-break space in the indentation',
    edit: swap('        rotateMs: 1000\n', '\u00a0       rotateMs: 1000\n'),
    at: ['\u00a0       rotateMs'],
    rule: 'yaml-syntax',
    fix: /non-breaking space at column 1.*ordinary space/,
  },
  {
    name: 'a zero-width space in a field name',
    edit: swap('        rotateMs: 1000\n', '        rotateMs\u200b: 1000\n'),
    at: ['\u200b: 1000'],
    rule: 'yaml-syntax',
    fix: /zero-width space at column 17.*delete it/,
  },
  {
    name: 'curly quotes round a text',
    edit: swap('stickyBarText: Play. Win. Repeat.', 'stickyBarText: “Play: Win”'),
    at: ['“Play'],
    rule: 'yaml-syntax',
    fix: /curly opening quote “ at column 24.*straight double quote/,
  },
  {
    name: 'a quote never closed',
    edit: swap(headline, 'headline: "Play Game. Win Cash.'),
    at: ['"Play Game. Win Cash.'],
    rule: 'yaml-syntax',
    fix: /has no closing ".*add " at the end/,
  },
  {
    name: 'an apostrophe inside single quotes',
    edit: swap(headline, "headline: 'India's best app'"),
    at: ["'India's"],
    rule: 'yaml-syntax',
    fix: /double quotes instead: "India's best app"/,
  },
  {
    name: 'no space after a colon',
    edit: swap('        rotateMs: 1000\n', '        rotateMs:1000\n'),
    at: [':1000'],
    rule: 'yaml-syntax',
    fix: /write a space after the colon: rotateMs: 1000/,
  },
  {
    name: 'a field written twice',
    edit: swap('        rotateMs: 1000\n', '        rotateMs: 1000\n        rotateMs: 2000\n'),
    at: ['rotateMs: 2000'],
    rule: 'yaml-syntax',
    fix: /"rotateMs" is written twice.*keep one/,
  },
  {
    name: 'a value starting with [',
    edit: swap(headline, 'headline: [New] Play and win'),
    at: ['[New]'],
    rule: 'yaml-syntax',
    fix: /read by YAML as a list.*double quotes: "\[New\] Play and win"/,
  },
  {
    name: 'a value starting with @',
    edit: swap('stickyBarText: Play. Win. Repeat.', 'stickyBarText: @skillstrike on Instagram'),
    at: ['stickyBarText: @', 15],
    rule: 'yaml-syntax',
    fix: /cannot start with "@".*double quotes/,
  },
  {
    name: 'text after the closing quote',
    edit: swap(headline, 'headline: "Play Game" and win'),
    at: ['"Play Game" and'],
    rule: 'yaml-syntax',
    fix: /quotes around the whole text/,
  },
];

/** Edits that look close to the ones above but are fine: each must load with no problem at all. */
export const harmlessEdits: { name: string; edit: (text: string) => string }[] = [
  { name: 'a version written as a number (version: 1.10)', edit: swap('version: 1.0.0', 'version: 1.10') },
  { name: 'a stat written as a number (value: 8000)', edit: swap('- value: 8K', '- value: 8000') },
  { name: 'minDigits equal to maxDigits', edit: swap('maxDigits: 15', 'maxDigits: 10') },
  {
    name: 'every timing at its lower limit',
    edit: (t) =>
      swap('autoCloseMs: 3000', 'autoCloseMs: 1500')(swap('speedMs: 300', 'speedMs: 100')(swap('autoplayMs: 2000', 'autoplayMs: 1000')(t))),
  },
  { name: 'breakpoints moved together', edit: (t) => swap('minWidth: 464', 'minWidth: 500')(swap('maxWidth: 464', 'maxWidth: 500')(t)) },
  { name: 'a comment after a value, written "# note"', edit: swap('- value: 8K', '- value: 8K # from the app store') },
  { name: 'a 24-letter word', edit: swap(review, 'text: Abcdefghijklmnopqrstuvwx is fine.') },
  // The language switch's own words are Hindi on purpose, on English pages too.
  { name: 'the language switch named in Hindi', edit: swap('    dismiss: नहीं, धन्यवाद', '    dismiss: अभी नहीं') },
  { name: 'a hyphenated long compound', edit: swap(review, 'text: A super-fast-friendly-smooth-and-fair-app for Ludo.') },
  { name: '"<" that is not a tag', edit: swap(review, 'text: Payouts in <5 minutes, and 3 > 2.') },
  { name: 'a ₹ typed as itself', edit: swap('- value: 1 Lakh', '- value: ₹1 Lakh prize') },
  { name: 'an & inside a text', edit: swap(headline, 'headline: Play & Win Cash') },
  { name: 'a * quoted at the start', edit: swap(headline, 'headline: "*Rank 1* app in India"') },
  { name: 'a colon quoted inside a value', edit: swap('stickyBarText: Play. Win. Repeat.', 'stickyBarText: "Note: new games"') },
  { name: 'curly quotes inside the text', edit: swap('stickyBarText: Play. Win. Repeat.', 'stickyBarText: Play “fair”. Win.') },
  { name: 'a real 29 February', edit: swap('        id: stats\n', '        id: stats\n        visibleFrom: 2028-02-29\n') },
  { name: 'a {year} placeholder spelt right', edit: swap('© {year} SkillStrike', '© {year} SkillStrike,') },
];
