// Sections of text pages (policies, page headers), loaded as one chunk when a page needs them.
export { PageHeader } from './page-header/PageHeader.tsx';
export { DocumentSection } from './document/DocumentSection.tsx';
