import type { ComponentType } from 'react';
import type { Section } from '../content/site.generated.ts';

export type SectionType = Section['type'];
export type SectionOf<T extends SectionType> = Extract<Section, { type: T }>;
export type SectionComponent<T extends SectionType> = ComponentType<{ section: SectionOf<T> }>;
/** How each section type's component is loaded (generated from the section folders). */
export type SectionLoaders = { [T in SectionType]: () => Promise<SectionComponent<T>> };
