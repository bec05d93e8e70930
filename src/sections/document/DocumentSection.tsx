import type { SectionOf } from '../types.ts';
import { Blocks } from '../../components/RichText.tsx';
import './document.css';

/** A long text such as a policy, with a table of contents for its parts. */
export function DocumentSection({ section }: { section: SectionOf<'document'> }) {
  const partId = (index: number) => `${section.id}-part-${index + 1}`;
  return (
    <article className="document">
      <header className="document-header">
        <h1>{section.title}</h1>
        {section.meta?.length ? (
          <ul className="document-meta">
            {section.meta.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
      </header>
      {section.intro ? <Blocks blocks={section.intro} /> : null}
      {section.sections.map((part, index) => (
        <section key={part.heading} className="document-part" aria-labelledby={partId(index)}>
          <h2 id={partId(index)}>{part.heading}</h2>
          <Blocks blocks={part.body} />
        </section>
      ))}
    </article>
  );
}
