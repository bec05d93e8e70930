import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import shell from 'virtual:site/shell';
import hindiShell, { pageLoaders as pageLoadersHi } from 'virtual:site/shell-hi';
import { pageLoaders } from 'virtual:site/pages';
import { PageStore } from './page-store.ts';
import { matchRoute, routeTable } from './routes.ts';
import { SiteRoutes } from './SiteRoutes.tsx';
import { preloadAllSections } from '../sections/registry.ts';

import { isHindiPath } from '../content/languages.ts';

export { shell, hindiShell };

const store = new PageStore(pageLoaders);
const hindiStore = pageLoadersHi ? new PageStore(pageLoadersHi) : undefined;

/**
 * The HTML of one route's page body, for the prerender. Page data and lazily loaded sections are
 * loaded first, so one synchronous render gives the complete page.
 */
export async function render(url: string): Promise<string> {
  const pathname = new URL(url, 'http://localhost').pathname;
  const hindi = hindiShell && hindiStore && isHindiPath(pathname) ? { shell: hindiShell, store: hindiStore } : undefined;
  const pageShell = hindi?.shell ?? shell;
  const pageStore = hindi?.store ?? store;
  const route = matchRoute(routeTable(pageShell), pathname);
  await preloadAllSections();
  if (route) await pageStore.content(route.name);
  return renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <SiteRoutes shell={pageShell} store={pageStore} />
      </StaticRouter>
    </StrictMode>,
  );
}
