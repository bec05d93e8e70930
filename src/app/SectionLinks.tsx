import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { sectionIdOf } from './section-id.ts';

const glides = () => !window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A link to a section (/#games, from any page, also clicked again) glides to it, as the spec asks,
 * and moves focus there, so keyboard and screen-reader users land where they asked to go. The
 * scrolling itself is React Router's (ScrollRestoration, rendered just after this, scrolls the
 * section into view below the sticky header: html's scroll-padding-top); this only asks the page to
 * scroll smoothly while it does. Back and Forward (POP) keep React Router's instant return.
 */
export function SectionLinks() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const target = navigationType === 'POP' ? '' : sectionIdOf(location.hash);
  useLayoutEffect(() => {
    const section = target && document.getElementById(target);
    if (!section) return;
    if (glides()) document.documentElement.style.scrollBehavior = 'smooth';
    if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
    section.focus({ preventScroll: true });
  }, [location, target]);
  // After every layout effect of the navigation: the smooth scroll is under way and goes on.
  useEffect(() => {
    document.documentElement.style.removeProperty('scroll-behavior');
  }, [location]);
  return null;
}
