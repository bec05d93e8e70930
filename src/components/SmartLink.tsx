import type { ReactNode } from 'react';
import { Link } from '../frame/router.tsx';

interface SmartLinkProps {
  to: string;
  children: ReactNode;
  className?: string;
  /** Said to screen readers after the label when the link opens a new tab. */
  newTabNote?: string;
  onClick?: () => void;
}

/** Internal targets become router links; web addresses open in a new tab; mailto/tel stay plain. */
export function SmartLink({ to, children, className, newTabNote, onClick }: SmartLinkProps) {
  if (to.startsWith('/')) {
    return (
      <Link to={to} className={className} onClick={onClick}>
        {children}
      </Link>
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
