import { sectionCatalog } from '../content/section-catalog.generated.ts';
import type { SectionType } from './types.ts';

/**
 * Section types that need no JavaScript once they are in the page (`hydration: 'none'` in their
 * section.ts). A page made only of these keeps its prerendered HTML untouched when the visitor
 * arrives on it, so the browser downloads neither the page's content again as a script nor the
 * sections' code: a policy page costs React and the site's frame only.
 */
export const staticSectionTypes: ReadonlySet<SectionType> = new Set(
  (Object.keys(sectionCatalog) as SectionType[]).filter((type) => sectionCatalog[type].hydration === 'none'),
);

export const isStaticPage = (sections: readonly { type: SectionType }[]): boolean =>
  sections.every((section) => staticSectionTypes.has(section.type));
