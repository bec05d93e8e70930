// Modules made by src/build/site-plugin.ts from site.yaml.
declare module 'virtual:site/shell' {
  const shell: import('./frame/site-shell.ts').BrowserShell;
  export default shell;
}
declare module 'virtual:site/shell-hi' {
  /** The Hindi shell (site.hi.yaml), or null for a site in one language. */
  const shell: import('./frame/site-shell.ts').BrowserShell | null;
  export default shell;
  /** The Hindi pages' sections, or null for a site in one language. */
  export const pageLoaders: Record<string, () => Promise<{ default: import('./frame/site-shell.ts').PageSections }>> | null;
}
declare module 'virtual:site/pages' {
  export const pageLoaders: Record<string, () => Promise<{ default: import('./frame/site-shell.ts').PageSections }>>;
  /** Pages made only of sections that need no JavaScript (src/sections/static-types.ts). */
  export const staticPages: string[];
  /** The section types each page uses, so their code can load beside the page's content. */
  export const pageSectionTypes: Record<string, import('./sections/types.ts').SectionType[]>;
}
declare module 'virtual:site/theme.css';
declare module 'virtual:site/images' {
  /** Responsive copies of every raster image under public/ (empty in the dev server). */
  const images: import('./images/responsive.ts').RasterManifest;
  export default images;
}
declare module 'virtual:site/contact' {
  /** site.yaml's contact settings: the form's fields, rules and messages (in Hindi, the Hindi shell carries them). */
  const contact: import('./content/site.generated.ts').ContactSettings;
  export default contact;
}
declare module 'virtual:site/all-sections' {
  /** Every page's sections as site.yaml has them, whatever their dates (the dev gallery only). */
  const pages: import('./gallery/site-sections.ts').GalleryPage[];
  export default pages;
}
