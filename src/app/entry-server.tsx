import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import shell from 'virtual:site/shell';
import hindiShell, { pageLoaders as pageLoadersHi } from 'virtual:site/shell-hi';
import { pageLoaders } from 'virtual:site/pages';
import { siteRoutes, type PageLoader } from './site-routes.tsx';
import { isHindiPath } from '../content/languages.ts';
import type { PageSections } from '../frame/site-shell.ts';

export { shell, hindiShell };

type Loaders = Record<string, () => Promise<{ default: PageSections }>>;
const pageLoader =
  (loaders: Loaders): PageLoader =>
  (name) =>
    loaders[name]().then((module) => module.default);
const english = createStaticHandler(siteRoutes(shell, pageLoader(pageLoaders)));
const hindi = hindiShell && pageLoadersHi ? createStaticHandler(siteRoutes(hindiShell, pageLoader(pageLoadersHi))) : undefined;

/**
 * The HTML of one route's page body, for the prerender: the router's static handler runs the
 * route's loader (the page's content and its sections' code), so one render gives the whole page.
 */
export async function render(url: string): Promise<string> {
  const request = new Request(new URL(url, 'http://localhost'));
  const handler = hindi && isHindiPath(new URL(request.url).pathname) ? hindi : english;
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`${url} answered ${context.status} instead of a page`);
  return renderToString(
    <StrictMode>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </StrictMode>,
  );
}
