import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { sitePlugin } from './src/build/site-plugin.ts';
import { galleryPlugin } from './src/build/gallery-plugin.ts';
import { formikLodashAliases } from './src/build/formik-lodash-aliases.ts';

// react-router's package points every import at its development build (warnings, checks, twice
// the size); its production build sits beside it for bundlers to choose, as its framework mode does.
const reactRouterProduction = fileURLToPath(new URL('./node_modules/react-router/dist/production/', import.meta.url));

export default defineConfig(({ command }) => ({
  plugins: [react(), sitePlugin(), galleryPlugin()],
  resolve: {
    alias: [
      ...formikLodashAliases,
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: `${reactRouterProduction}index.mjs` },
            { find: /^react-router\/dom$/, replacement: `${reactRouterProduction}dom-export.mjs` },
          ]
        : []),
    ],
  },
  build: {
    target: 'es2022',
    // Small pages: inline nothing, so the CSP can stay strict and assets cache across pages.
    assetsInlineLimit: 0,
    // One stylesheet for every page: sections that load their code later are still styled in the
    // prerendered HTML from the first paint, so nothing shifts when they hydrate.
    cssCodeSplit: false,
    // Every browser that runs the site's ES2022 code preloads modules natively: no polyfill to ship.
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        // React in one file that every page shares and that changes only when React does, and the
        // site's frame that both the page and its lazily loaded sections use in another. Left to
        // itself the bundler splits these into many small files, each with its own overhead.
        manualChunks: (id) => {
          // The Hindi shell under a name the prerender finds, to preload it on the Hindi pages.
          if (id === '\0virtual:site/shell-hi') return 'shell-hi';
          if (/node_modules\/(react|react-dom|react-router|react-router-dom|scheduler)\//.test(id)) return 'react';
          // (The language switch too: the header and the rarely loaded language suggestion share it.)
          if (
            /src\/(frame\/(site-context|notices|hooks\/use-hydrated)|components\/(ComingSoonDialog|SmartLink|RichText|Disclosures)|content\/inline-links|app\/layout\/LanguageSwitch)\.tsx?$/.test(
              id,
            )
          )
            return 'frame';
          return undefined;
        },
      },
    },
  },
}));
