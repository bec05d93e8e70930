import { Component, lazy, Suspense, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { noticesRequest } from '../../frame/notices.ts';

const loadNotices = () => import('./Notices.tsx');

interface BoundaryProps {
  children: ReactNode;
  onFail: (error: unknown) => void;
}

/** Keeps a failed download of the notices' code (the connection dropped) from taking the page down. */
class NoticesLoadBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: unknown): void {
    this.props.onFail(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Mounts the notification area the first time a notice is shown (see src/frame/notices.ts). */
export function NoticesHost() {
  const attempt = useSyncExternalStore(noticesRequest.subscribe, noticesRequest.attempt, () => 0);
  // A lazy component whose code failed to load stays failed: each attempt gets its own.
  const Notices = useMemo(() => (attempt ? lazy(() => loadNotices().then((module) => ({ default: module.Notices }))) : null), [attempt]);
  useEffect(() => noticesRequest.onPrepare(() => void loadNotices().catch(() => undefined)), []);
  if (!Notices) return null;
  return (
    <NoticesLoadBoundary key={attempt} onFail={noticesRequest.failed}>
      <Suspense fallback={null}>
        <Notices onMounted={noticesRequest.mounted} />
      </Suspense>
    </NoticesLoadBoundary>
  );
}
