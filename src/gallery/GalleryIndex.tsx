import type { SectionTypeHelp } from '../content/section-examples.ts';
import { exampleAddress } from './gallery-address.ts';
import type { GalleryWidth } from './gallery-widths.ts';
import { GallerySiteSections } from './GallerySiteSections.tsx';
import type { GalleryPage } from './site-sections.ts';
import './gallery.css';

interface GalleryIndexProps {
  types: readonly SectionTypeHelp[];
  widths: readonly GalleryWidth[];
  /** This site's pages with every section as site.yaml has it (the second part of the gallery). */
  pages?: readonly GalleryPage[];
}

/** Every section type with its schema examples, each shown at every gallery width. */
export function GalleryIndex({ types, widths, pages = [] }: GalleryIndexProps) {
  return (
    <main className="gallery">
      <h1>Section gallery</h1>
      <p>
        Every section type <code>site.yaml</code> can use, drawn from the examples in their schemas (
        <code>src/sections/&lt;folder&gt;/</code>), at {widths.map((width) => `${width.px} px`).join(', ')}. This page exists only in{' '}
        <code>npm run dev</code>. The fields of each type are in <code>docs/content-guide.md</code>.
      </p>
      <nav aria-label="Section types">
        <ul className="gallery-types">
          {types.map(({ type }) => (
            <li key={type}>
              <a href={`#${type}`}>{type}</a>
            </li>
          ))}
        </ul>
      </nav>
      {types.map(({ type, description, examples }) => (
        <section key={type} id={type} aria-labelledby={`${type}-heading`} className="gallery-type">
          <h2 id={`${type}-heading`}>
            <code>type: {type}</code>
          </h2>
          <p>{description}</p>
          {examples.map((_example, index) => (
            <div key={index} className="gallery-widths">
              {widths.map((width) => (
                <figure key={width.px} style={{ width: width.px }}>
                  <figcaption>
                    {width.label}, {width.px} px
                  </figcaption>
                  <iframe
                    title={`${type}, example ${index + 1}, ${width.px} px wide`}
                    src={exampleAddress({ type, example: index })}
                    width={width.px}
                    loading="lazy"
                  />
                </figure>
              ))}
            </div>
          ))}
        </section>
      ))}
      {pages.length ? <GallerySiteSections pages={pages} /> : null}
    </main>
  );
}
