import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';

interface SmartLinkProps {
  to: string;
  children: ReactNode;
  className?: string;
  /** Said to screen readers after the label when the link opens a new tab. */
  newTabNote?: string;
  onClick?: () => void;
}

/**
 * Internal targets become router links: a page link says which page is current
 * (aria-current="page"), a link to a section of a page (/#games) does not, since it names a place
 * on a page rather than the page. Web addresses open in a new tab; mailto/tel stay plain.
 */
export function SmartLink({ to, children, className, newTabNote, onClick }: SmartLinkProps) {
  if (to.startsWith('/')) {
    if (to.includes('#')) {
      return (
        <Link to={to} className={className} onClick={onClick}>
          {children}
        </Link>
      );
    }
    return (
      <NavLink to={to} end className={className} onClick={onClick}>
        {children}
      </NavLink>
    );
  }
  if (to.startsWith('https:')) {
    return (
      <a href={to} className={className} target="_blank" rel="noopener noreferrer" onClick={onClick}>
        {children}
        {newTabNote ? <span className="visually-hidden"> {newTabNote}</span> : null}
      </a>
    );
  }
  return (
    <a href={to} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
