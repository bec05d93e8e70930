// Modules made by src/build/site-plugin.ts from site.yaml.
declare module 'virtual:site/shell' {
  const shell: import('./app/site-shell.ts').SiteShell;
  export default shell;
}
declare module 'virtual:site/pages' {
  export const pageLoaders: Record<string, () => Promise<{ default: import('./app/site-shell.ts').PageSections }>>;
}
declare module 'virtual:site/theme.css';
declare module 'virtual:site/images' {
  /** Responsive copies of every raster image under public/ (empty in the dev server). */
  const images: import('./images/responsive.ts').RasterManifest;
  export default images;
}
