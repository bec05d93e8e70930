import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { sitePlugin } from './src/build/site-plugin.ts';

export default defineConfig({
  plugins: [react(), sitePlugin()],
  build: {
    target: 'es2022',
    // Small pages: inline nothing, so the CSP can stay strict and assets cache across pages.
    assetsInlineLimit: 0,
  },
});
