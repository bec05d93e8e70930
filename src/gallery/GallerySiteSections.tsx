import type { CSSProperties } from 'react';
import { siteSectionAddress } from './gallery-address.ts';
import { datesOf, siteSectionWidths, type GalleryPage } from './site-sections.ts';

interface GallerySiteSectionsProps {
  pages: readonly GalleryPage[];
}

/** Every section of every page as it is in site.yaml, with its id, type and dates, at a phone and a laptop width. */
export function GallerySiteSections({ pages }: GallerySiteSectionsProps) {
  return (
    <section aria-labelledby="site-sections-heading" className="gallery-site">
      <h2 id="site-sections-heading">This site&apos;s sections</h2>
      <p>
        Every section of every page, in the order of <code>site.yaml</code>, including those outside their dates today, each drawn at{' '}
        {siteSectionWidths.map((width) => `${width.px} px`).join(' and ')} (scaled to fit).
      </p>
      {pages.map((page) => (
        <section key={page.name} aria-labelledby={`page-${page.name}`} className="gallery-page">
          <h3 id={`page-${page.name}`}>
            {page.name === 'notFound' ? 'The not-found page' : `Page ${page.name}`} {page.path ? <code>{page.path}</code> : null}
          </h3>
          <ol className="gallery-page-sections">
            {page.sections.map((section, index) => (
              <li key={`${section.id}-${index}`}>
                <p className="gallery-section-facts">
                  <code>id: {section.id}</code> <code>type: {section.type}</code> <span>{datesOf(section)}</span>
                </p>
                <div className="gallery-widths gallery-widths-fit">
                  {siteSectionWidths.map((width) => (
                    <figure
                      key={width.px}
                      className={`gallery-fit-${width.label.toLowerCase()}`}
                      // The frame keeps its real width; --fit scales it (a phone screen shrinks the laptop more, gallery.css).
                      style={{ '--px': width.px, '--fit': width.scale } as CSSProperties}
                    >
                      <figcaption>
                        {width.label}, {width.px} px
                      </figcaption>
                      <div className="gallery-fit">
                        <iframe
                          title={`${page.name}, section ${index + 1} (${section.id}), ${width.px} px wide`}
                          src={siteSectionAddress({ page: page.name, section: index })}
                          width={width.px}
                          height={720}
                          loading="lazy"
                        />
                      </div>
                    </figure>
                  ))}
                </div>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </section>
  );
}
