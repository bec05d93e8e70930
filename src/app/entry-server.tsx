import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from './router.tsx';
import shell from 'virtual:site/shell';
import { pageLoaders } from 'virtual:site/pages';
import { App } from './App.tsx';
import { PageStore } from './page-store.ts';
import { matchRoute, routeTable } from './routes.ts';
import { preloadAllSections } from '../sections/registry.ts';
import { HelplineBox } from './layout/Helpline.tsx';

export { shell };

const store = new PageStore(pageLoaders);

/**
 * The HTML of one route's page body, for the prerender. Page data and lazily loaded sections are
 * loaded first, so one synchronous render gives the complete page.
 */
export async function render(url: string): Promise<string> {
  const route = matchRoute(routeTable(shell), new URL(url, 'http://localhost').pathname);
  await Promise.all([preloadAllSections(), HelplineBox.preload()]);
  if (route) await store.load(route.name);
  return renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <App shell={shell} store={store} />
      </StaticRouter>
    </StrictMode>,
  );
}
