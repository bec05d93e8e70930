import { Suspense, type ComponentType } from 'react';
import type { Section } from '../content/site.generated.ts';
import { deferredTypes, registry } from './registry.ts';
import { DeferredHydration } from './DeferredHydration.tsx';
import { SectionBoundary } from './SectionBoundary.tsx';

function renderSection(section: Section) {
  // The registry's type ties each key to its section shape; looking one up by a union key loses
  // that link, so the lookup is widened once here rather than at every call site.
  const Render = registry[section.type] as ComponentType<{ section: Section }>;
  return <Render section={section} />;
}

function sectionElement(section: Section) {
  return (
    <section id={section.id} className={`section section-${section.type}${section.desktopOnly ? ' desktop-only' : ''}`}>
      {renderSection(section)}
    </section>
  );
}

/**
 * A page's sections in order. Each is its own error boundary; its Suspense boundary lets the
 * browser keep the prerendered HTML while the section's code loads, and retry a section that
 * threw during the prerender.
 */
export function SectionList({ sections }: { sections: readonly Section[] }) {
  return (
    <>
      {sections.map((section) => (
        <SectionBoundary key={section.id} type={section.type} id={section.id}>
          <Suspense fallback={null}>
            {deferredTypes.has(section.type) ? (
              <DeferredHydration id={section.id}>{sectionElement(section)}</DeferredHydration>
            ) : (
              sectionElement(section)
            )}
          </Suspense>
        </SectionBoundary>
      ))}
    </>
  );
}
