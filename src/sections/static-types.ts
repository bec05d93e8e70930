import type { SectionType } from './types.ts';

/**
 * Section types that need no JavaScript once they are in the page: no state, no effects, no
 * handlers (their links work as plain links). A page made only of these keeps its prerendered HTML
 * untouched when the visitor arrives on it, so the browser downloads neither the page's content
 * again as a script nor the sections' code: a policy page costs React and the site's frame only.
 */
export const staticSectionTypes: ReadonlySet<SectionType> = new Set<SectionType>([
  'pageHeader',
  'document',
  'stats',
  'steps',
  'features',
  'badges',
  'logoGrid',
  'about',
  'decoration',
]);

export const isStaticPage = (sections: readonly { type: SectionType }[]): boolean =>
  sections.every((section) => staticSectionTypes.has(section.type));
