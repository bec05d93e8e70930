// The one route table: the prerender loop and the browser router both read it.
import type { SiteShell } from '../frame/site-shell.ts';

export interface RouteEntry {
  name: string;
  path: string;
  title: string;
  description: string;
}

export function routeTable(shell: SiteShell): RouteEntry[] {
  return Object.entries(shell.pages).map(([name, page]) => ({ name, ...page }));
}

/** The page a URL path shows, or undefined for the not-found page. */
export function matchRoute(routes: readonly RouteEntry[], pathname: string): RouteEntry | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routes.find((route) => route.path === normalized);
}

/** dist/ file of a route: / -> index.html, /about -> about/index.html */
export function htmlFileOf(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}
