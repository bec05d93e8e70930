// The one place to tune the checks beyond the schema: each rule's level and limits.
//
// Why here and not in site.yaml: these rules guard the marketers' edits to site.yaml (alt text,
// dead links, carousels that cannot turn), so the knobs live beside the code, changed by review,
// not in the file they guard. docs/lint-rules.md explains every rule; a test keeps the two in step.
//
// Levels: "error" stops `npm run validate` and the build; "warning" is printed and lets both pass;
// "off" skips the rule.

export type RuleLevel = 'error' | 'warning' | 'off';

/** A rule's level, and its limits when it has any (sizes, lengths, counts). */
interface RuleSettings {
  readonly level: RuleLevel;
  /**
   * Advice on wording, left a warning by `--strict` (which CI runs): the words are the operator's to
   * weigh, and the spec's own copy, kept word for word, draws some of these warnings.
   */
  readonly advice?: boolean;
  readonly [limit: string]: RuleLevel | number | boolean | undefined;
}

/** Whether `--strict` leaves this rule's warnings as warnings (see RuleSettings.advice). */
export function isAdvice(rule: string | undefined): boolean {
  const settings: RuleSettings | undefined = rule && rule in lintRules ? lintRules[rule as RuleId] : undefined;
  return settings?.advice === true;
}

export const lintRules = {
  /** Every image has alt text, or says `decorative: true` (and not both). */
  'image-alt': { level: 'error' },
  /** Every image path names a file under public/. */
  'image-missing': { level: 'error' },
  /** Every video and captions path (/media/...) names a file under public/. */
  'media-missing': { level: 'error' },
  /** Image files stay small enough for budget phones on slow networks. */
  'image-size': { level: 'warning', svgMaxKb: 50, rasterMaxKb: 200 },
  /** A video stays small enough to play on mobile data. */
  'video-size': { level: 'warning', maxKb: 1024 },
  /** Links and anchors lead to a page that exists and a section that page has. */
  'link-target': { level: 'error' },
  /** An anchor (/#id) points at a section that the schedule hides on the build day. */
  'link-hidden-section': { level: 'error' },
  /** Section ids are unique on the site (they are the anchors and the form's field ids). */
  'unique-id': { level: 'error' },
  /** Each page has its own address, and there is a home page. */
  'page-path': { level: 'error' },
  /** Headlines fit on two lines of a phone screen. */
  'headline-length': { level: 'warning', maxChars: 60 },
  /** Taglines stay one short sentence. */
  'tagline-length': { level: 'warning', maxChars: 140 },
  /**
   * An autoplaying carousel has at least as many items as it shows at once, counted after the
   * schedule. The coverflow shows the slide in front and one at each side, and Swiper's loop needs
   * another half view (rounded up) beyond that, so it needs slidesInView + ceil(slidesInView / 2).
   */
  'carousel-too-few': { level: 'error', coverflowSlidesInView: 3 },
  /** The same review, slide or logo twice in one carousel. */
  'duplicate-item': { level: 'warning' },
  /** A section type on a page where it cannot work (see docs/lint-rules.md). */
  'section-placement': { level: 'error' },
  /** A visibleFrom/visibleUntil window that has already ended on the build day. */
  'schedule-ended': { level: 'warning' },
  /** A window whose visibleFrom is after its visibleUntil, so it never opens. */
  'schedule-never-opens': { level: 'warning' },
  /** A page with no section left on the build day once the schedule is applied. */
  'schedule-empty-page': { level: 'error' },
  /** Text that YAML cut short at a " #", reading the rest as a comment. */
  'cut-text': { level: 'error' },
  /** A validation message, error message, timing or breakpoint the product spec fixes (spec-values.ts). */
  'spec-value': { level: 'error' },
  /** A {placeholder} the message's code does not fill, or one in a text that has none: shown to visitors as typed. */
  'placeholder-name': { level: 'error' },
  /** The phone number's minDigits above its maxDigits: no number could be sent. */
  'digit-range': { level: 'error' },
  /** Carousel breakpoints that leave a screen width with no range, or give it two; the widest must reach `coverAtLeastPx`. */
  'breakpoint-coverage': { level: 'error', coverAtLeastPx: 1920 },
  /** A timing too short for a person to see or read (limits in ms, by kind). */
  'timing-too-short': { level: 'error', slideMs: 1000, transitionMs: 100, noticeMs: 1500, requestMs: 2000 },
  /** Layout widths outside what phones and laptops are (in CSS px). */
  'layout-width': { level: 'error', mobileMinPx: 480, mobileMaxPx: 1280, footerMinPx: 320, footerMaxPx: 1440, scrollMaxPx: 400 },
  /** Text made only of spaces (or invisible characters): an empty heading, card or button. */
  'blank-text': { level: 'error' },
  /** A Markdown link with a bracket or parenthesis missing, shown to visitors as typed. */
  'markdown-link': { level: 'error' },
  /** An HTML tag in text: site.yaml text is shown as typed, not read as HTML. */
  'html-tag': { level: 'error' },
  /** mailto: or tel: typed inside an email address or phone number (the page adds it). */
  'address-scheme': { level: 'error' },
  /** site.origin over http://: canonical links and share images would be http. */
  'https-origin': { level: 'error' },
  /** A word longer than a 320 px phone line holds, so the page scrolls sideways (`maxChars`, counted as read). */
  'long-word': { level: 'error', maxChars: 24 },
  /** Hindi (Devanagari) in site.yaml's English texts, but for the language switch's own words. */
  'hindi-in-english': { level: 'warning' },
  /** A day that is not in the calendar, e.g. 2026-02-30. */
  'impossible-date': { level: 'error' },
  /** YAML anchors (&name), aliases (*name) and merge keys (<<): never meant in site.yaml, and they eat text. */
  'yaml-anchor': { level: 'error' },
  /** A text wrapped whole in typographic quotes (“…”) where YAML's straight quotes were meant: the page shows them. */
  'typographic-quotes': { level: 'error' },
  /** A phone number typed without quotes, which YAML reads as a number (losing its + or leading 0). */
  'unquoted-phone': { level: 'warning' },
  /** The same slide, review or picture twice in a row. */
  'adjacent-duplicate': { level: 'warning' },
  /**
   * Marketing copy that presents play as income or a job ("earn", "salary", "side hustle"...): the
   * advertising code for real-money games asks that it never does. A warning: the words are the
   * operator's to weigh.
   */
  'play-as-income': { level: 'warning', advice: true },
  /** A review with a perfect star rating whose text complains ("I wish it were faster"). */
  'review-rating-mismatch': { level: 'warning', advice: true },
} as const satisfies Record<string, RuleSettings>;

export type RuleId = keyof typeof lintRules;
