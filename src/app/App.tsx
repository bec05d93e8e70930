import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Layout } from './layout/Layout.tsx';
import { PageBody, PageView } from './PageView.tsx';
import type { PageStore } from './page-store.ts';
import { routeTable } from './routes.ts';
import { SiteProvider } from './site-context.tsx';
import type { SiteShell } from './site-shell.ts';

export function App({ shell, store }: { shell: SiteShell; store: PageStore }) {
  return (
    <SiteProvider shell={shell}>
      <Layout>
        <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
          <Routes>
            {routeTable(shell).map((route) => (
              <Route key={route.name} path={route.path} element={<PageView title={route.title} store={store} name={route.name} />} />
            ))}
            <Route path="*" element={<PageBody title={shell.notFound.title} sections={shell.notFound.sections} />} />
          </Routes>
        </Suspense>
      </Layout>
    </SiteProvider>
  );
}
