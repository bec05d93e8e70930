import { Suspense } from 'react';
import { useLocation } from '../router.tsx';
import { useSite } from '../site-context.tsx';
import { lazySection } from '../../sections/lazy-section.ts';

// Only one page shows the box, so its code loads only there: every other page, the policy pages
// with their tight script budget among them, never downloads it. The prerender preloads it.
export const HelplineBox = lazySection(() => import('./HelplineBox.tsx').then((module) => module.HelplineBox));

/**
 * The support helpline, at the top of the page named in compliance.helpline.page (the Responsible
 * Gaming page): someone who opens that page because gaming has stopped being fun finds a number to
 * call before anything else. The prerendered page has it in full; the browser keeps that HTML
 * while the box's code loads.
 */
export function Helpline() {
  const { compliance } = useSite();
  const { pathname } = useLocation();
  if (pathname !== compliance.helpline.page) return null;
  return (
    <Suspense fallback={null}>
      <HelplineBox />
    </Suspense>
  );
}
