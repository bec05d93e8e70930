import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useScrollRecording } from './hooks/use-scroll-manager.ts';
import { Layout } from './layout/Layout.tsx';
import { PageLoadBoundary } from './PageLoadBoundary.tsx';
import { SiteProvider } from '../frame/site-context.tsx';
import type { BrowserShell } from '../frame/site-shell.ts';

/** The frame every route is drawn in; the matched page renders at the Outlet. */
export function RootLayout({ shell }: { shell: BrowserShell }) {
  useScrollRecording();
  return (
    <SiteProvider shell={shell}>
      <Layout>
        {/* Navigations are transitions: the page on screen stays while the next one loads. */}
        <PageLoadBoundary>
          <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
            <Outlet />
          </Suspense>
        </PageLoadBoundary>
      </Layout>
    </SiteProvider>
  );
}
