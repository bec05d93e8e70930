// The one route table: the prerender loop and the browser router both read it.
import type { BrowserShell, SiteShell } from '../frame/site-shell.ts';

/** A route: its page's name and what the shell has of the page (the browser's shell, a path and a
 * title; the prerender's whole shell also the description for the head). */
export type RouteEntry<Shell extends BrowserShell = BrowserShell> = Shell['pages'][string] & { name: string };

export function routeTable(shell: SiteShell): RouteEntry<SiteShell>[];
export function routeTable(shell: BrowserShell): RouteEntry[];
export function routeTable(shell: BrowserShell | SiteShell): RouteEntry[] {
  return Object.entries(shell.pages).map(([name, page]) => ({ ...page, name }));
}

/** The page a URL path shows, or undefined for the not-found page. */
export function matchRoute<Route extends RouteEntry>(routes: readonly Route[], pathname: string): Route | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routes.find((route) => route.path === normalized);
}

/** dist/ file of a route: / -> index.html, /about -> about/index.html */
export function htmlFileOf(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}
