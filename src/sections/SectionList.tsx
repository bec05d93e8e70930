import { Suspense, type ComponentType } from 'react';
import type { Section } from '../content/site.generated.ts';
import { registry } from './registry.ts';
import { SectionBoundary } from './SectionBoundary.tsx';

function renderSection(section: Section) {
  // The registry's type ties each key to its section shape; looking one up by a union key loses
  // that link, so the lookup is widened once here rather than at every call site.
  const Render = registry[section.type] as ComponentType<{ section: Section }>;
  return <Render section={section} />;
}

/**
 * A page's sections in order. Each is its own error boundary; the Suspense boundary lets the
 * prerender leave out a section that throws on the server and the browser retry it.
 */
export function SectionList({ sections }: { sections: readonly Section[] }) {
  return (
    <>
      {sections.map((section) => (
        <SectionBoundary key={section.id} type={section.type} id={section.id}>
          <Suspense fallback={null}>
            <section id={section.id} className={`section section-${section.type}${section.desktopOnly ? ' desktop-only' : ''}`}>
              {renderSection(section)}
            </section>
          </Suspense>
        </SectionBoundary>
      ))}
    </>
  );
}
