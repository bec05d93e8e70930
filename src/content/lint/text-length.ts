// headline-length, tagline-length: long lines wrap into a wall of text on a 360 px phone, and
// search engines and share cards cut them. Counted in characters as a reader counts them
// (graphemes: किताब is 3, not the 5 code points it is stored as).
import type { Site } from '../site.generated.ts';
import { lintRules } from './rules.ts';
import type { Reporter } from './reporter.ts';
import { walk } from './walk.ts';
import { graphemeLength } from '../graphemes.ts';

const limits = {
  headline: { rule: 'headline-length', max: lintRules['headline-length'].maxChars },
  tagline: { rule: 'tagline-length', max: lintRules['tagline-length'].maxChars },
} as const;

export function checkTextLength(site: Site, reporter: Reporter): void {
  walk(site, (value, path, key) => {
    if (typeof value !== 'string' || (key !== 'headline' && key !== 'tagline')) return;
    const { rule, max } = limits[key];
    const length = graphemeLength(value);
    if (length <= max) return;
    reporter.report(rule, {
      path,
      message: `This ${key} is ${length} characters long; keep it to ${max} or fewer so it reads well on a phone.`,
      hint: `cut ${length - max} character${length - max === 1 ? '' : 's'}`,
    });
  });
}
