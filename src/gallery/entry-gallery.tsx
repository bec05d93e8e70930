// Browser entry of the dev-only section gallery (served by src/build/gallery-plugin.ts). The index
// lists every section type; each iframe loads this entry again to draw one example on its own.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import shell from 'virtual:site/shell';
import 'virtual:site/theme.css';
import '../styles/fonts.css';
import '../styles/global.css';
import { sectionTypeHelp } from '../content/section-examples.ts';
import { GalleryExample } from './GalleryExample.tsx';
import { GalleryIndex } from './GalleryIndex.tsx';
import sitePages from 'virtual:site/all-sections';
import { exampleOf, siteSectionOf } from './gallery-address.ts';
import { galleryWidths } from './gallery-widths.ts';
import { loadSections } from '../sections/registry.ts';

const types = sectionTypeHelp();
const wanted = exampleOf(window.location.search);
const ownSection = siteSectionOf(window.location.search);
const section = ownSection
  ? sitePages.find((page) => page.name === ownSection.page)?.sections[ownSection.section]
  : wanted && types.find((help) => help.type === wanted.type)?.examples[wanted.example];

// As a page's loader does: the section's code before it renders.
if (section) await loadSections([section.type]);

const root = document.getElementById('root');
if (!root) throw new Error('gallery.html has no #root element');
createRoot(root).render(
  <StrictMode>
    {ownSection && section ? (
      <GalleryExample shell={shell} section={section} label={`${ownSection.page}, section ${ownSection.section + 1} (${section.id})`} />
    ) : ownSection ? (
      <p role="alert">
        The page “{ownSection.page}” has no section {ownSection.section + 1}.
      </p>
    ) : wanted && section ? (
      <GalleryExample shell={shell} section={section} label={`${wanted.type}, example ${wanted.example + 1}`} />
    ) : wanted ? (
      <p role="alert">
        There is no example {wanted.example + 1} of a section type “{wanted.type}”.
      </p>
    ) : (
      <GalleryIndex types={types} widths={galleryWidths(shell.layout)} pages={sitePages} />
    )}
  </StrictMode>,
);
