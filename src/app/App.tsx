import { Suspense, useRef } from 'react';
import { Layout } from './layout/Layout.tsx';
import { PageBody, PageView } from './PageView.tsx';
import type { PageStore } from './page-store.ts';
import { matchRoute, routeTable } from './routes.ts';
import { useLocation } from '../frame/router.tsx';
import { SiteProvider } from '../frame/site-context.tsx';
import type { SiteShell } from '../frame/site-shell.ts';

interface AppProps {
  shell: SiteShell;
  store: PageStore;
  /** The page the visitor arrived on, when its prerendered HTML is kept as it is (PageView). */
  keepPrerendered?: string;
}

export function App({ shell, store, keepPrerendered }: AppProps) {
  const location = useLocation();
  const arrival = useRef(location);
  const route = matchRoute(routeTable(shell), location.pathname);
  // Only while the visitor is still at the address they arrived at: after any navigation, even
  // back to it, the page renders from its data like every other.
  const keep = route !== undefined && route.name === keepPrerendered && location === arrival.current;
  return (
    <SiteProvider shell={shell}>
      <Layout>
        <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
          {route ? (
            <PageView key={route.name} title={route.title} store={store} name={route.name} keepPrerendered={keep} />
          ) : (
            <PageBody title={shell.notFound.title} sections={shell.notFound.sections} />
          )}
        </Suspense>
      </Layout>
    </SiteProvider>
  );
}
