import type { ComponentType } from 'react';
import type { SectionRegistry, SectionType } from './types.ts';
import { lazySection } from './lazy-section.ts';
import { nearScreenTypes, sectionLoaders } from './loaders.generated.ts';

// Every section's code loads only on pages that have it (loaders.generated.ts, from each folder's
// section.ts): a section with `hydration: 'nearScreen'` waits until it comes near the screen
// (DeferredHydration); the others load with the page's content, before the page hydrates
// (PageStore). Sections of one `bundle` share a file (bundles/).
const types = Object.keys(sectionLoaders) as SectionType[];

/** A loader of some section's component: what every entry of sectionLoaders is, whatever its type. */
type AnySectionLoad = () => Promise<ComponentType<never>>;

/**
 * Section type (site.yaml `type:`) to the component that renders it. SectionLoaders checks that
 * each loader yields the component of its own type; building an object from a list of keys loses
 * that link, so the registry is typed once here.
 */
export const registry = Object.fromEntries(
  types.map((type) => [type, lazySection(sectionLoaders[type] as AnySectionLoad)]),
) as unknown as SectionRegistry;

/** Types whose code waits until the section is near the screen before it hydrates. */
export const deferredTypes: ReadonlySet<SectionType> = new Set(nearScreenTypes);

/**
 * Loads the code of these section types. On the page the visitor arrives on, the types that wait for
 * the screen (deferredTypes) are left out; a page opened by a navigation loads them too, since it
 * renders every section at once.
 */
export function preloadSections(types: readonly SectionType[], { withDeferred = false } = {}): Promise<unknown> {
  const wanted = [...new Set(types)].filter((type) => withDeferred || !deferredTypes.has(type));
  return Promise.all(wanted.map((type) => registry[type].preload()));
}

/** Loads every section's code (the prerender renders them all). */
export function preloadAllSections(): Promise<unknown> {
  return Promise.all(Object.values(registry).map((section) => section.preload()));
}
