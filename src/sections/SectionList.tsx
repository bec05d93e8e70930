import { memo } from 'react';
import type { Section } from '../content/site.generated.ts';
import { sectionComponent } from './registry.ts';
import { SectionBoundary } from './SectionBoundary.tsx';

const classNameOf = (section: Section) => `section section-${section.type}${section.desktopOnly ? ' desktop-only' : ''}`;

function SectionElement({ section }: { section: Section }) {
  const Render = sectionComponent(section.type);
  return (
    <section id={section.id} className={classNameOf(section)}>
      <Render section={section} />
    </section>
  );
}

/**
 * A page's sections in order, their code already loaded (loadSections), so the page renders and
 * hydrates in one pass. Each is its own error boundary: a section that throws is left out and the
 * rest of the page stays. Memoised: a navigation within the page (a #hash link) changes nothing here.
 */
export const SectionList = memo(function SectionList({ sections }: { sections: readonly Section[] }) {
  return (
    <>
      {sections.map((section) => (
        <SectionBoundary key={section.id} type={section.type} id={section.id}>
          <SectionElement section={section} />
        </SectionBoundary>
      ))}
    </>
  );
});
