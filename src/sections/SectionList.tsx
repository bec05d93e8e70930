import { memo, Suspense, type ComponentType } from 'react';
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

const classNameOf = (section: Section) => `section section-${section.type}${section.desktopOnly ? ' desktop-only' : ''}`;

function SectionElement({ section }: { section: Section }) {
  if (deferredTypes.has(section.type)) {
    return (
      <DeferredHydration id={section.id} className={classNameOf(section)} preload={registry[section.type].preload}>
        {renderSection(section)}
      </DeferredHydration>
    );
  }
  return (
    <section id={section.id} className={classNameOf(section)}>
      {renderSection(section)}
    </section>
  );
}

/**
 * A page's sections in order. Each is its own error boundary; its Suspense boundary lets a section
 * whose code is still loading wait without taking the page with it. Memoised: a navigation within
 * the page (a #hash link) changes nothing here, so the sections are not rendered again.
 */
export const SectionList = memo(function SectionList({ sections }: { sections: readonly Section[] }) {
  return (
    <>
      {sections.map((section) => (
        <SectionBoundary key={section.id} type={section.type} id={section.id}>
          <Suspense fallback={null}>
            <SectionElement section={section} />
          </Suspense>
        </SectionBoundary>
      ))}
    </>
  );
});
