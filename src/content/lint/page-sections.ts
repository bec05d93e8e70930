// Every page's sections with their paths in site.yaml, including the not-found page, so rules
// report at the original index even when the schedule hides some sections.
import type { Page, Section, Site } from '../site.generated.ts';
import type { PathSegment } from '../problem.ts';

export interface PageSections {
  /** The page's name in site.yaml, or "notFound". */
  name: string;
  /** The page's address; undefined for the not-found page (it answers any unknown address). */
  path: string | undefined;
  listPath: PathSegment[];
  sections: Section[];
}

export function pagesOf(site: Site): PageSections[] {
  return [
    ...Object.entries(site.pages).map(([name, page]: [string, Page]) => ({
      name,
      path: page.path,
      listPath: ['pages', name, 'sections'],
      sections: page.sections,
    })),
    { name: 'notFound', path: undefined, listPath: ['notFound', 'sections'], sections: site.notFound.sections },
  ];
}

/** "the home page", "the not-found page" */
export function pageLabel(page: PageSections): string {
  return page.name === 'notFound' ? 'the not-found page' : `the page "${page.name}"`;
}
