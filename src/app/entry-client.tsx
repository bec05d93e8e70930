import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import englishShell from 'virtual:site/shell';
import { pageLoaders, staticPages } from 'virtual:site/pages';
import 'virtual:site/theme.css';
import '../styles/fonts.css';
import '../styles/global.css';
import { routeContent, routeIdOf, siteRoutes, type PageLoader } from './site-routes.tsx';
import { restoreCarriedPlace } from './carried-place.ts';
import { keepArrivalSection } from './arrival-section.ts';
import { isHindiPath } from '../content/languages.ts';

// A Hindi page (/hi/...) loads the Hindi shell and the Hindi pages' loaders, their own small chunk, so
// English pages never download them; the prerender preloads it in the Hindi pages' head, so it costs
// no extra round trip. (On a site in one language, /hi/... is the not-found page, and the chunk null.)
const hindi = isHindiPath(window.location.pathname) ? await import('virtual:site/shell-hi') : null;
const shell = hindi?.default ?? englishShell;
const loaders = hindi?.default && hindi.pageLoaders ? hindi.pageLoaders : pageLoaders;
const loadPage: PageLoader = (name) => loaders[name]().then((module) => module.default);
const routes = siteRoutes(shell, loadPage);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const hydrating = root.firstElementChild !== null;
// The language switch's carried place, or else the section a shared link named.
if (hydrating && !restoreCarriedPlace()) keepArrivalSection();

// The page the visitor arrived on: its loader's data is loaded here, before hydrating, so the router
// starts with it (hydrationData) and React hydrates the prerendered HTML exactly, in place. A page
// that needs no JavaScript keeps its HTML as it is (null: PageView), loading neither its content
// nor its sections' code.
const arrival = matchRoutes(routes, window.location)?.at(-1)?.route.id;
const keepPrerendered = hydrating && staticPages.some((name) => arrival === routeIdOf(name));
// Evaluating the modules above (React's among them) is one task; starting the page's own chunks (the
// bundler's helper writes a preload link for each of their files) is left to the next, so that on a
// slow phone the two are not one long task soon after the first paint.
await new Promise((resolve) => setTimeout(resolve, 0));
const loaderData = arrival ? { [arrival]: keepPrerendered ? null : await routeContent(shell, loadPage, arrival) } : {};
const router = createBrowserRouter(routes, { hydrationData: { loaderData } });

const app = (
  <StrictMode>
    <RouterProvider router={router} />
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
