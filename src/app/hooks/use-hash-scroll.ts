import { useEffect } from 'react';
import { useLocation } from '../../frame/router.tsx';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * After a page's sections are on screen: scroll smoothly to the section named in the URL's hash
 * (nav links such as /#games, also when followed from another page), or to the top on a new page.
 */
export function useHashScroll(): void {
  const location = useLocation();
  useEffect(() => {
    const behavior: ScrollBehavior = prefersReducedMotion() ? 'auto' : 'smooth';
    const id = decodeURIComponent(location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target) {
      target.scrollIntoView({ behavior, block: 'start' });
      // Move focus too, so keyboard and screen-reader users land where they asked to go.
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    } else if (location.key !== 'default') {
      window.scrollTo({ top: 0, behavior: 'auto' });
    }
  }, [location.key, location.hash]);
}
