// The route table from site.yaml as React Router's data routes: one for each page, whose loader
// brings the page's sections and their code, and a catch-all for the not-found page, under a root
// route that draws the frame (header, footer, loader). The browser's router and the prerender's
// static handler are both made from it.
import type { RouteObject } from 'react-router-dom';
import type { PageSections } from '../frame/site-shell.ts';
import type { BrowserShell } from '../frame/site-shell.ts';
import { loadSections } from '../sections/registry.ts';
import { PageView } from './PageView.tsx';
import { RootLayout } from './RootLayout.tsx';
import { routeTable } from './routes.ts';

/** Loads a page's sections (its own chunk) by its name in site.yaml. */
export type PageLoader = (name: string) => Promise<PageSections>;

/** The id of the route that shows page `name` ('*' for the not-found page), as hydrationData keys it. */
export const routeIdOf = (name: string) => `page:${name}`;
export const notFoundRouteId = routeIdOf('*');

/**
 * What the route `id` renders: the page's content and its sections' code, so it renders complete
 * at once. Its loader's data; the browser loads the arrival page's before hydrating.
 */
export async function routeContent(shell: BrowserShell, loadPage: PageLoader, id: string): Promise<PageSections> {
  const sections = id === notFoundRouteId ? shell.notFound.sections : await loadPage(id.slice(routeIdOf('').length));
  await loadSections(sections.map((section) => section.type));
  return sections;
}

/**
 * A page whose code could not be fetched during a navigation (a dropped connection, or a new build
 * whose files replaced the old ones) is loaded from the server instead, which sends it prerendered
 * (or the browser shows its own offline page). Meanwhile the page on screen stays.
 */
function fromServerIfItFails(sections: Promise<PageSections>, url: string): Promise<PageSections> {
  return sections.catch((error: unknown) => {
    console.error('A page failed to load during a navigation; loading it from the server instead.', error);
    window.location.assign(url);
    return new Promise<never>(() => {});
  });
}

export function siteRoutes(shell: BrowserShell, loadPage: PageLoader): RouteObject[] {
  const content = (id: string) => routeContent(shell, loadPage, id);
  const pages: RouteObject[] = routeTable(shell).map((route) => ({
    id: routeIdOf(route.name),
    path: route.path,
    // As the server: /About is not /about (the server sends it there with a 301).
    caseSensitive: true,
    loader: ({ request }) => fromServerIfItFails(content(routeIdOf(route.name)), request.url),
    // A page's content is fixed by the build: a link to the page already on screen keeps it as it is.
    shouldRevalidate: () => false,
    element: <PageView title={route.title} />,
  }));
  const notFound: RouteObject = {
    id: notFoundRouteId,
    path: '*',
    loader: () => content(notFoundRouteId),
    shouldRevalidate: () => false,
    element: <PageView title={shell.notFound.title} />,
  };
  return [{ id: 'root', element: <RootLayout shell={shell} />, children: [...pages, notFound] }];
}
