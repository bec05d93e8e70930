import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import englishShell from 'virtual:site/shell';
import { pageLoaders, pageSectionTypes, staticPages } from 'virtual:site/pages';
import 'virtual:site/theme.css';
import '../styles/fonts.css';
import '../styles/global.css';
import { PageStore } from './page-store.ts';
import { matchRoute, routeTable } from './routes.ts';
import { SiteRoutes } from './SiteRoutes.tsx';
import { preloadSections } from '../sections/registry.ts';
import { isHindiPath } from '../content/languages.ts';

// A Hindi page (/hi/...) loads the Hindi shell and the Hindi pages' loaders, their own small chunk, so
// English pages never download them; the prerender preloads it in the Hindi pages' head, so it costs
// no extra round trip. (On a site in one language, /hi/... is the not-found page, and the chunk null.)
const hindi = isHindiPath(window.location.pathname) ? await import('virtual:site/shell-hi') : null;
const shell = hindi?.default ?? englishShell;
const loaders = hindi?.default && hindi.pageLoaders ? hindi.pageLoaders : pageLoaders;

const sectionTypesOf = (name: string) => pageSectionTypes[name] ?? [];
// A page opened by a navigation renders every section at once: all its sections' code loads with it.
const store = new PageStore(loaders, (name) => preloadSections(sectionTypesOf(name), { withDeferred: true }));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const hydrating = root.firstElementChild !== null;

// The page the visitor arrived on: load what its prerendered HTML needs to hydrate exactly. A page
// that needs no JavaScript keeps its HTML as it is; sections that wait for the screen load their
// code later (DeferredHydration).
const route = matchRoute(routeTable(shell), window.location.pathname);
const keepPrerendered = hydrating && route && staticPages.includes(route.name) ? route.name : undefined;
// Evaluating the modules above (React's among them) is one task; starting the page's own chunks (the
// bundler's helper writes a preload link for each of their files) is left to the next, so that on a
// slow phone the two are not one long task soon after the first paint.
await new Promise((resolve) => setTimeout(resolve, 0));
if (route && !keepPrerendered) await Promise.all([store.content(route.name), preloadSections(sectionTypesOf(route.name))]);
else if (!route) await preloadSections(shell.notFound.sections.map((section) => section.type));

const app = (
  <StrictMode>
    <BrowserRouter>
      <SiteRoutes shell={shell} store={store} keepPrerendered={keepPrerendered} />
    </BrowserRouter>
  </StrictMode>
);
if (hydrating) {
  // In a transition, React hydrates in slices of a few milliseconds and lets the browser breathe in
  // between (a tap, a frame of the loader) instead of one long task: on a slow phone a whole page's
  // hydration is hundreds of milliseconds. The prerendered page is already on the screen meanwhile,
  // and an early tap makes React finish the job at once (it hydrates before handling the event).
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  createRoot(root).render(app);
}
