import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { sitePlugin } from './src/build/site-plugin.ts';
import { galleryPlugin } from './src/build/gallery-plugin.ts';

export default defineConfig({
  plugins: [react(), sitePlugin(), galleryPlugin()],
  build: {
    target: 'es2022',
    // Small pages: inline nothing, so the CSP can stay strict and assets cache across pages.
    assetsInlineLimit: 0,
    // One stylesheet for every page: sections that load their code later are still styled in the
    // prerendered HTML from the first paint, so nothing shifts when they hydrate.
    cssCodeSplit: false,
  },
});
