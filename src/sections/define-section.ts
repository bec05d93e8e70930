import type { SectionFacts } from '../content/section-facts.ts';
import type { SectionType } from './types.ts';

/**
 * What one section type is, declared in its own folder (src/sections/<folder>/section.ts, beside
 * its schema fragment, component and CSS). `npm run types` reads every folder's definition and
 * writes the lists the rest of the code reads: the schema's section choices, the catalogue of
 * facts (lint, messages, the build) and the registry's loaders. See docs/adding-a-section.md.
 */
export interface SectionDefinition<T extends SectionType = SectionType> extends Omit<
  SectionFacts,
  'folder' | 'titlesPage' | 'itemNouns' | 'scheduledLists'
> {
  /** site.yaml's `type:`, the `const` of the fragment's `type` property. */
  readonly type: T;
  /**
   * The component: the name it is exported under from the file of the same name in this folder
   * (`component: 'Reviews'` is `export function Reviews` in Reviews.tsx). The generated loader
   * imports it, so a wrong name or a component of the wrong section shape does not compile.
   */
  readonly component: string;
  readonly titlesPage?: boolean;
  readonly itemNouns?: Readonly<Record<string, string>>;
}

export function defineSection<T extends SectionType>(definition: SectionDefinition<T>): SectionDefinition<T> {
  return definition;
}
