import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import shell from 'virtual:site/shell';
import { pageLoaders } from 'virtual:site/pages';
import { App } from './App.tsx';
import { PageStore } from './page-store.ts';
import { matchRoute, routeTable } from './routes.ts';

export { shell };

const store = new PageStore(pageLoaders);

/** The HTML of one route's page body, for the prerender. */
export async function render(url: string): Promise<string> {
  const route = matchRoute(routeTable(shell), new URL(url, 'http://localhost').pathname);
  if (route) await store.load(route.name);
  return renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <App shell={shell} store={store} />
      </StaticRouter>
    </StrictMode>,
  );
}
