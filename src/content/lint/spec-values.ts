// spec-value: the product spec's fixed strings and numbers (validation messages, the error
// catalogue, timings, breakpoints) live in site.yaml like every other word and setting, so there
// is one place to read them; this rule makes changing one an explicit, reported decision rather
// than a slip. A marketer's copy (headlines, labels, reviews, stats) is not listed here.
// To agree a change, change the value below in the same pull request (or the rule's level in
// rules.ts); the test site (tests/fixtures/site/) turns it off, as it runs with fast timings.
import type { Section, Site } from '../site.generated.ts';
import type { PathSegment } from '../problem.ts';
import type { Reporter } from './reporter.ts';
import { pagesOf } from './page-sections.ts';

interface Fixed {
  path: PathSegment[];
  /** The spec's value; objects and lists are compared whole. */
  value: unknown;
  /** Where the spec says so. */
  spec: string;
}

const validation = 'spec section 5 (validation rules)';
const errors = 'spec section 8 (error catalogue)';
const constants = 'spec section 9 (business constants and limits)';

/** Values every site.yaml must keep, by path. */
const siteValues: Fixed[] = [
  { path: ['contact', 'fields', 'firstName', 'required'], value: 'First Name is required', spec: validation },
  { path: ['contact', 'fields', 'lastName', 'required'], value: 'Last Name is required', spec: validation },
  { path: ['contact', 'fields', 'email', 'required'], value: 'Email is required', spec: validation },
  { path: ['contact', 'fields', 'email', 'invalid'], value: 'Invalid email', spec: validation },
  { path: ['contact', 'fields', 'mobileNumber', 'required'], value: 'Phone number is required', spec: validation },
  { path: ['contact', 'fields', 'mobileNumber', 'numeric'], value: 'Phone number must be numeric', spec: validation },
  { path: ['contact', 'fields', 'mobileNumber', 'tooShort'], value: 'Phone number must be at least 10 digits', spec: validation },
  { path: ['contact', 'fields', 'mobileNumber', 'minDigits'], value: 10, spec: constants },
  { path: ['contact', 'fields', 'subject', 'required'], value: 'Subject is required', spec: validation },
  { path: ['contact', 'fields', 'message', 'required'], value: 'Message is required', spec: validation },
  { path: ['contact', 'outcomes', 'success'], value: 'Your message has been sent successfully!', spec: errors },
  { path: ['contact', 'outcomes', 'failed'], value: 'Something went wrong!', spec: errors },
  { path: ['contact', 'outcomes', 'errorResponse'], value: 'An error occurred', spec: errors },
  { path: ['contact', 'outcomes', 'noResponse'], value: 'No response from the server', spec: errors },
  { path: ['contact', 'outcomes', 'unexpected'], value: 'An unexpected error occurred', spec: errors },
  { path: ['downloads', 'ios', 'dialog', 'message'], value: 'It will be launching soon ! Please stay tuned.', spec: errors },
  { path: ['notices', 'autoCloseMs'], value: 3000, spec: constants },
  { path: ['notices', 'position'], value: 'top-right', spec: 'spec section 2 (a notification area at top-right)' },
  { path: ['loader', 'delayMs'], value: 1000, spec: constants },
  { path: ['layout', 'mobileMaxWidth'], value: 768, spec: constants },
  { path: ['layout', 'footerImageMaxWidth'], value: 820, spec: constants },
  { path: ['layout', 'scrollThreshold'], value: 10, spec: constants },
];

const ranges = (desktop: number, tablet: number, mobile: number) => [
  { name: 'desktop', minWidth: 1024, maxWidth: 3000, items: desktop },
  { name: 'tablet', minWidth: 464, maxWidth: 1024, items: tablet },
  { name: 'mobile', minWidth: 0, maxWidth: 464, items: mobile },
];

/** Values every section of a type must keep, by field. */
const sectionValues: Partial<Record<Section['type'], Fixed[]>> = {
  games: [{ path: ['rotateMs'], value: 3000, spec: constants }],
  reviews: [
    { path: ['autoplayMs'], value: 2000, spec: constants },
    { path: ['responsive'], value: ranges(3, 2, 1), spec: constants },
  ],
  skillGames: [
    { path: ['autoplayMs'], value: 3000, spec: constants },
    { path: ['speedMs'], value: 300, spec: constants },
    { path: ['coverflow'], value: { rotate: 0, depth: 100, modifier: 2.5 }, spec: constants },
  ],
  logoCarousel: [{ path: ['responsive'], value: ranges(1, 1, 1), spec: constants }],
};

function valueAt(data: unknown, path: readonly PathSegment[]): unknown {
  return path.reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<PathSegment, unknown>)[key] : undefined), data);
}

/** Same value, with objects compared by their fields (in any order) and lists item by item. */
function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => same(item, b[i]));
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => same((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
  }
  return a === b;
}

const shown = (value: unknown) => (typeof value === 'string' ? `"${value}"` : JSON.stringify(value));

export function checkSpecValues(site: Site, reporter: Reporter): void {
  const check = (root: unknown, rootPath: readonly PathSegment[], fixed: Fixed) => {
    const actual = valueAt(root, fixed.path);
    if (same(actual, fixed.value)) return;
    const key = String(fixed.path.at(-1));
    reporter.report('spec-value', {
      path: [...rootPath, ...fixed.path],
      message: `"${key}" is ${shown(actual)}, but ${fixed.spec} fixes it at ${shown(fixed.value)}.`,
      hint: `put back ${shown(fixed.value)}; if the change is agreed, change it in src/content/lint/spec-values.ts too`,
    });
  };
  for (const fixed of siteValues) check(site, [], fixed);
  for (const page of pagesOf(site)) {
    page.sections.forEach((section, index) => {
      for (const fixed of sectionValues[section.type] ?? []) check(section, [...page.listPath, index], fixed);
    });
  }
}
