import type { ComponentType } from 'react';
import type { Section } from '../content/site.generated.ts';
import type { SectionType } from './types.ts';
import { sectionLoaders } from './loaders.generated.ts';

// Every section's code loads only on pages that have it (loaders.generated.ts, from each folder's
// section.ts; sections of one `bundle` share a file). A page's route loader loads its sections'
// code with its content, so the page renders, and hydrates, complete in one pass; what a section
// may load later is a library of its own (a carousel's), never the section.

/** Every section type the registry knows: one per folder under src/sections/. */
export const sectionTypes = Object.keys(sectionLoaders) as SectionType[];

/** The components loaded so far, by type. */
const loaded = new Map<SectionType, ComponentType<{ section: Section }>>();

/** A loader of some section's component: what every entry of sectionLoaders is, whatever its type. */
type AnySectionLoad = () => Promise<ComponentType<{ section: Section }>>;

/** Loads the code of these section types (each once, however often it is asked for). */
export async function loadSections(types: Iterable<SectionType>): Promise<void> {
  const wanted = [...new Set(types)].filter((type) => !loaded.has(type));
  const components = await Promise.all(wanted.map((type) => (sectionLoaders[type] as AnySectionLoad)()));
  wanted.forEach((type, index) => loaded.set(type, components[index]));
}

/** Loads every section's code (the prerender renders them all). */
export const loadAllSections = (): Promise<void> => loadSections(sectionTypes);

/**
 * The component that renders a section of this type, once loadSections has loaded it. SectionLoaders
 * checks that each loader yields the component of its own type; a map keyed by the union of types
 * loses that link, so the component is typed for any section here, once.
 */
export function sectionComponent(type: SectionType): ComponentType<{ section: Section }> {
  const component = loaded.get(type);
  if (!component) throw new Error(`The code of the "${type}" section was not loaded before its page rendered (loadSections).`);
  return component;
}
