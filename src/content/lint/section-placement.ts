// section-placement: section types that only work in some places, from how their components are
// built. Checked on the sections a page shows on the build day, so two heroes with back-to-back
// date windows are fine.
//
// - a section whose definition says `titlesPage: true` (hero, pageHeader, document) renders the
//   page's one <h1> (the title screen readers and search engines take for the page), so a page
//   has at most one of them, as its first section.
// - hero carries the download buttons and the fixed download bar of small screens, the home
//   page's call to action: it belongs on the home page (path /) only.
// - contactForm sends with fetch to api.host + api.contactPath, and the server's
//   Content-Security-Policy allows connect-src 'self' only, so it can post only when api.host is
//   empty (the site's own server).
import type { Site } from '../site.generated.ts';
import { isVisibleOn } from '../schedule.ts';
import { sectionCatalog } from '../section-catalog.generated.ts';
import { listWords } from '../suggest.ts';
import type { Reporter } from './reporter.ts';
import { pageLabel, pagesOf } from './page-sections.ts';

const titleTypes: ReadonlySet<string> = new Set(
  Object.entries(sectionCatalog)
    .filter(([, facts]) => facts.titlesPage)
    .map(([type]) => type),
);
/** "document, hero or pageHeader" */
const titleTypeWords = listWords([...titleTypes]).replace(/"/g, '');

export function checkSectionPlacement(site: Site, day: string, reporter: Reporter): void {
  for (const page of pagesOf(site)) {
    let titleAt: number | undefined;
    let shownBefore = 0;
    page.sections.forEach((section, index) => {
      if (!isVisibleOn(section, day)) return;
      const path = [...page.listPath, index, 'type'];
      if (titleTypes.has(section.type)) {
        if (titleAt !== undefined) {
          reporter.report('section-placement', {
            path,
            message: `A ${section.type} section shows the page's main heading, and ${pageLabel(page)} already has one (section ${titleAt + 1}).`,
            hint: `keep one ${titleTypeWords} section per page, or give them dates that do not overlap`,
          });
        } else {
          titleAt = index;
          if (shownBefore > 0) {
            reporter.report('section-placement', {
              path,
              message: `A ${section.type} section shows the page's main heading, so it must be the first section of ${pageLabel(page)}.`,
              hint: 'move it to the top of the sections list',
            });
          }
        }
      }
      if (section.type === 'hero' && page.path !== '/') {
        reporter.report('section-placement', {
          path,
          message: `A hero section works only on the home page (path /); it is on ${pageLabel(page)}.`,
          hint: 'use a pageHeader section for the top of other pages',
        });
      }
      if (section.type === 'contactForm' && site.api.host !== '') {
        reporter.report('section-placement', {
          path,
          message: `The contact form cannot send from this site: api.host is "${site.api.host}", and the site's security policy lets pages send only to their own server.`,
          hint: 'leave api.host empty (host: "") so the form posts to this site',
        });
      }
      shownBefore += 1;
    });
  }
}
