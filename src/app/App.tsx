import { Suspense } from 'react';
import { Layout } from './layout/Layout.tsx';
import { PageBody, PageView } from './PageView.tsx';
import type { PageStore } from './page-store.ts';
import { matchRoute, routeTable } from './routes.ts';
import { useLocation } from './router.tsx';
import { SiteProvider } from './site-context.tsx';
import type { SiteShell } from './site-shell.ts';

export function App({ shell, store }: { shell: SiteShell; store: PageStore }) {
  const { pathname } = useLocation();
  const route = matchRoute(routeTable(shell), pathname);
  return (
    <SiteProvider shell={shell}>
      <Layout>
        <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
          {route ? (
            <PageView key={route.name} title={route.title} store={store} name={route.name} />
          ) : (
            <PageBody title={shell.notFound.title} sections={shell.notFound.sections} />
          )}
        </Suspense>
      </Layout>
    </SiteProvider>
  );
}
