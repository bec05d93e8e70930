import { use, type ReactNode } from 'react';

// One promise per section id, resolved when that section first comes near the viewport. React
// keeps a suspended section's prerendered HTML on screen during hydration, so the section looks
// complete at once and its code (a carousel library, the form) downloads only when it is needed.
const visible = new Map<string, Promise<void>>();

function whenNearScreen(id: string): Promise<void> {
  let promise = visible.get(id);
  if (!promise) {
    promise = new Promise<void>((resolve) => {
      const element = document.getElementById(id);
      // Not in the page yet (a client-side navigation): nothing to wait for.
      if (!element || typeof IntersectionObserver === 'undefined') return resolve();
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            resolve();
          }
        },
        { rootMargin: '400px 0px' },
      );
      observer.observe(element);
    });
    visible.set(id, promise);
  }
  return promise;
}

/** Renders children once the section `id` is near the screen (at once on the server). */
export function DeferredHydration({ id, children }: { id: string; children: ReactNode }) {
  if (typeof document !== 'undefined') use(whenNearScreen(id));
  return <>{children}</>;
}
