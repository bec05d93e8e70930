// timing-too-short: the schema takes any time from 0 ms, but a carousel turning every 1 ms flickers
// and one at 0 slides without stop, a notice that closes in 200 ms cannot be read, and a form that
// gives up on the server after 500 ms fails on every slow phone network. Limits in rules.ts.
import type { Site } from '../site.generated.ts';
import type { PathSegment } from '../problem.ts';
import { lintRules } from './rules.ts';
import type { Reporter } from './reporter.ts';
import { pagesOf } from './page-sections.ts';

type Kind = 'slideMs' | 'transitionMs' | 'noticeMs' | 'requestMs';

const why: Record<Kind, string> = {
  slideMs: 'each picture or card would flash by before anyone can look at it',
  transitionMs: 'the slides would jump instead of sliding',
  noticeMs: 'the message would close before anyone can read it',
  requestMs: 'the form would give up on the server before a slow phone network answers',
};

const seconds = (ms: number) => `${ms / 1000} second${ms === 1000 ? '' : 's'}`;

function atLeast(value: number, kind: Kind, path: PathSegment[], reporter: Reporter): void {
  const limit = lintRules['timing-too-short'][kind];
  if (value >= limit) return;
  const field = String(path.at(-1));
  reporter.report('timing-too-short', {
    path,
    message: `${field} is ${value} ms (${seconds(value)}): ${why[kind]}.`,
    hint: `use at least ${limit} (${seconds(limit)}); times are in milliseconds, so 3000 is 3 seconds`,
  });
}

export function checkTimings(site: Site, reporter: Reporter): void {
  atLeast(site.notices.autoCloseMs, 'noticeMs', ['notices', 'autoCloseMs'], reporter);
  atLeast(site.contact.requestTimeoutMs, 'requestMs', ['contact', 'requestTimeoutMs'], reporter);
  for (const page of pagesOf(site)) {
    page.sections.forEach((section, index) => {
      const path = [...page.listPath, index];
      if (section.type === 'games') atLeast(section.rotateMs, 'slideMs', [...path, 'rotateMs'], reporter);
      if (section.type === 'reviews' || section.type === 'logoCarousel' || section.type === 'skillGames')
        atLeast(section.autoplayMs, 'slideMs', [...path, 'autoplayMs'], reporter);
      if (section.type === 'skillGames') {
        atLeast(section.speedMs, 'transitionMs', [...path, 'speedMs'], reporter);
        if (section.speedMs >= section.autoplayMs && section.autoplayMs >= lintRules['timing-too-short'].slideMs) {
          reporter.report('timing-too-short', {
            path: [...path, 'speedMs'],
            message: `speedMs (${section.speedMs} ms) is as long as autoplayMs (${section.autoplayMs} ms), so the slides would never stand still.`,
            hint: 'make speedMs much shorter than autoplayMs, e.g. 300',
          });
        }
      }
    });
  }
}
