import { lazy, Suspense, useSyncExternalStore } from 'react';
import { noticesRequest } from '../../frame/notices.ts';

const Notices = lazy(() => import('./Notices.tsx').then((module) => ({ default: module.Notices })));

/** Mounts the notification area the first time a notice is shown (see src/frame/notices.ts). */
export function NoticesHost() {
  const requested = useSyncExternalStore(noticesRequest.subscribe, noticesRequest.isRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Notices onMounted={noticesRequest.mounted} />
    </Suspense>
  );
}
