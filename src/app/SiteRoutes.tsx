// The route table from site.yaml as react-router routes: one for each page, and a catch-all for the
// not-found page, under a root route that draws the frame (header, footer, loader).
import { useRef } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { PageBody, PageView } from './PageView.tsx';
import type { PageStore } from './page-store.ts';
import { RootLayout } from './RootLayout.tsx';
import { routeTable } from './routes.ts';
import type { BrowserShell } from '../frame/site-shell.ts';

interface SiteRoutesProps {
  shell: BrowserShell;
  store: PageStore;
  /** The page the visitor arrived on, when its prerendered HTML is kept as it is (PageView). */
  keepPrerendered?: string;
}

export function SiteRoutes({ shell, store, keepPrerendered }: SiteRoutesProps) {
  const location = useLocation();
  const arrival = useRef(location);
  // Only while the visitor is still at the address they arrived at: after any navigation, even
  // back to it, the page renders from its data like every other.
  const arrived = location === arrival.current;
  const pages: RouteObject[] = routeTable(shell).map((route) => ({
    path: route.path,
    // As the server: /About is not /about (the server sends it there with a 301).
    caseSensitive: true,
    element: (
      <PageView
        key={route.name}
        name={route.name}
        title={route.title}
        store={store}
        arrived={arrived}
        keepPrerendered={arrived && route.name === keepPrerendered}
      />
    ),
  }));
  const notFound: RouteObject = { path: '*', element: <PageBody title={shell.notFound.title} sections={shell.notFound.sections} /> };
  return useRoutes([{ element: <RootLayout shell={shell} />, children: [...pages, notFound] }]);
}
