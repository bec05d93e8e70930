import { lazy, Suspense, useMemo, useSyncExternalStore } from 'react';
import { noticesRequest } from '../../frame/notices.ts';
import { QuietBoundary } from '../QuietBoundary.tsx';

/** Mounts the notification area the first time a notice is shown (see src/frame/notices.ts). */
export function NoticesHost() {
  const attempt = useSyncExternalStore(noticesRequest.subscribe, noticesRequest.attempt, () => 0);
  // A lazy component whose code failed to load stays failed: each attempt gets its own.
  const Notices = useMemo(() => attempt && lazy(() => import('./Notices.tsx').then((module) => ({ default: module.Notices }))), [attempt]);
  if (!Notices) return null;
  return (
    // A failed download of the notices' code (the connection dropped) never takes the page down.
    <QuietBoundary key={attempt} onError={noticesRequest.failed}>
      <Suspense fallback={null}>
        <Notices onMounted={noticesRequest.mounted} />
      </Suspense>
    </QuietBoundary>
  );
}
