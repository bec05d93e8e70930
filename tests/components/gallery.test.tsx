// The dev-only section gallery: its index offers every section type at every gallery width, and
// each example is drawn by the real registry the way a page draws it.
import { describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { shell } from './render.tsx';
import type { Section } from '../../src/content/site.generated.ts';
import { sectionTypeHelp } from '../../src/content/section-examples.ts';
import { loadSections, sectionTypes } from '../../src/sections/registry.ts';
import { GalleryExample } from '../../src/gallery/GalleryExample.tsx';
import { GalleryIndex } from '../../src/gallery/GalleryIndex.tsx';
import { exampleAddress, exampleOf, siteSectionOf } from '../../src/gallery/gallery-address.ts';
import { siteSectionWidths, type GalleryPage } from '../../src/gallery/site-sections.ts';
import { galleryWidths } from '../../src/gallery/gallery-widths.ts';

const types = sectionTypeHelp();
const widths = galleryWidths(shell.layout);

/** What a visitor (or a screen reader) finds first in a section of this shape. */
function findLandmark(section: Section): Promise<HTMLElement> {
  // Carousels and the form load their code on demand; the first load in a test can be slow.
  const wait = { timeout: 20_000 };
  if ('headline' in section) return screen.findByRole('heading', { name: section.headline }, wait);
  if (section.type === 'pageHeader' || section.type === 'document') return screen.findByRole('heading', { name: section.title }, wait);
  if ('heading' in section && section.heading) return screen.findByRole('heading', { name: section.heading }, wait);
  if (section.type === 'contactForm') return screen.findByRole('form', { name: section.formLabel }, wait);
  // A decoration is an image hidden from screen readers.
  return screen.findByRole('presentation', { hidden: true }, wait);
}

describe('section gallery index', () => {
  // Drawn into a container outside the document: happy-dom does not load frames and complains on
  // the console for each one it sees connected. Role queries work the same on the detached tree.
  const renderIndex = () =>
    within(render(<GalleryIndex types={types} widths={widths} />, { container: document.createElement('div') }).container);

  it('lists every section type in the registry, each under its own heading', () => {
    const gallery = renderIndex();
    const nav = gallery.getByRole('navigation', { name: 'Section types' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent)
        .sort(),
    ).toEqual([...sectionTypes].sort());
    for (const type of [...sectionTypes]) gallery.getByRole('heading', { level: 2, name: `type: ${type}` });
  });

  it('shows each example at the phone, widest-mobile and laptop widths, in frames that load that example', () => {
    const gallery = renderIndex();
    expect(widths.map((width) => width.px)).toEqual([360, shell.layout.mobileMaxWidth, 1280]);
    for (const { type, examples } of types) {
      examples.forEach((_example, index) => {
        for (const width of widths) {
          const frame = gallery.getByTitle(`${type}, example ${index + 1}, ${width.px} px wide`);
          expect(frame.getAttribute('width')).toBe(String(width.px));
          expect(exampleOf(new URL(frame.getAttribute('src') ?? '', 'http://localhost').search)).toEqual({ type, example: index });
        }
      });
    }
  });

  it('addresses an example by type and number, and the index by neither', () => {
    expect(exampleAddress({ type: 'reviews', example: 2 })).toBe('/__gallery?type=reviews&example=2');
    expect(exampleOf('?type=reviews&example=2')).toEqual({ type: 'reviews', example: 2 });
    expect(exampleOf('')).toBeUndefined();
    expect(exampleOf('?type=reviews&example=-1')).toBeUndefined();
  });
});

describe('section gallery examples', () => {
  const all = types.flatMap(({ type, examples }) => examples.map((section, index) => [`${type} example ${index + 1}`, section] as const));

  it('has an example of every section type in the registry', () => {
    expect([...new Set(types.filter((t) => t.examples.length).map((t) => t.type))].sort()).toEqual([...sectionTypes].sort());
  });

  it.each(all)('draws %s through the registry, inside a labelled region', { timeout: 30_000 }, async (label, section) => {
    // As a page's loader does: the section's code first.
    await loadSections([section.type]);
    await act(async () => {
      render(<GalleryExample shell={shell} section={section} label={label} />);
    });
    const main = screen.getByRole('main', { name: label });
    const landmark = await findLandmark(section);
    expect(main.contains(landmark)).toBe(true);
    // The real page wrapper, so the site's section styles and anchors apply.
    expect(main.querySelector(`section#${section.id}.section-${section.type}`)).not.toBeNull();
  });
});

describe("section gallery: this site's own sections", () => {
  const pages: GalleryPage[] = [
    {
      name: 'home',
      path: '/',
      sections: [
        types[0].examples[0],
        {
          ...(types.find((t) => t.type === 'banner')?.examples[0] as Section),
          id: 'diwali',
          visibleFrom: '2027-10-20',
          visibleUntil: '2027-11-05',
        },
      ],
    },
    { name: 'notFound', path: undefined, sections: [types[0].examples[0]] },
  ];
  const renderIndex = () =>
    within(render(<GalleryIndex types={types} widths={widths} pages={pages} />, { container: document.createElement('div') }).container);

  it('lists every section of every page with its id, type and dates, whatever the dates', () => {
    const gallery = renderIndex();
    // The parts are found by their headings: labelled regions need the document, which the
    // detached container (see above) is not in.
    gallery.getByRole('heading', { level: 2, name: "This site's sections" });
    gallery.getByRole('heading', { level: 3, name: 'The not-found page' });
    const home = gallery.getByRole('heading', { level: 3, name: 'Page home /' }).closest('section') as HTMLElement;
    const items = within(home).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[1].textContent).toContain('id: diwali');
    expect(items[1].textContent).toContain('type: banner');
    expect(items[1].textContent).toContain('from 2027-10-20 to 2027-11-05');
    expect(items[0].textContent).toContain('always shown');
  });

  it('draws each at a phone and a laptop width, scaled so the pair fits a laptop screen', () => {
    const gallery = renderIndex();
    for (const width of siteSectionWidths) {
      const frame = gallery.getByTitle(`home, section 2 (diwali), ${width.px} px wide`);
      expect(frame.getAttribute('width')).toBe(String(width.px));
      expect(siteSectionOf(new URL(frame.getAttribute('src') ?? '', 'http://localhost').search)).toEqual({ page: 'home', section: 1 });
    }
    const shown = siteSectionWidths.reduce((sum, width) => sum + width.px * width.scale, 0);
    expect(shown).toBeLessThanOrEqual(1280 - 2 * 24 - 24);
  });
});
