import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useScrollRecording } from './hooks/use-scroll-manager.ts';
import { Layout } from './layout/Layout.tsx';
import { QuietBoundary } from './QuietBoundary.tsx';
import { SiteProvider } from '../frame/site-context.tsx';
import type { BrowserShell } from '../frame/site-shell.ts';

/**
 * A page opened by a navigation could not load: the address already names the page, so it is
 * loaded from the server instead, which sends it prerendered (or the browser's own offline page).
 */
function loadFromServer(error: Error): void {
  console.error('A page failed to load during a navigation; loading it from the server instead.', error);
  window.location.reload();
}

/** The frame every route is drawn in; the matched page renders at the Outlet. */
export function RootLayout({ shell }: { shell: BrowserShell }) {
  useScrollRecording();
  return (
    <SiteProvider shell={shell}>
      <Layout>
        {/* Navigations are transitions: the page on screen stays while the next one loads. */}
        <QuietBoundary onError={loadFromServer}>
          <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
            <Outlet />
          </Suspense>
        </QuietBoundary>
      </Layout>
    </SiteProvider>
  );
}
