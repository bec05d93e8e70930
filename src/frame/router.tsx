// The site's router: seven fixed paths, no parameters, no loaders. react-router brought 13 KB of
// gzipped JavaScript to every page for that, more than a policy page's budget allowed (README,
// "Budgets"); this is the part of it the site used: a location, links, and history.
import { createContext, startTransition, useContext, useEffect, useState, type MouseEvent, type ReactNode } from 'react';

export interface Location {
  pathname: string;
  hash: string;
  /** 'default' for the page the visitor arrived on; a new key for every navigation after it. */
  key: string;
}

interface RouterValue {
  location: Location;
  navigate(to: string): void;
}

const RouterContext = createContext<RouterValue | null>(null);

function parse(to: string, key: string): Location {
  const url = new URL(to, 'http://localhost');
  return { pathname: url.pathname, hash: url.hash, key };
}

let keys = 0;
const nextKey = () => `nav-${++keys}`;

/** The browser's address bar and history. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState<Location>(() =>
    parse(window.location.pathname + window.location.hash, readKey(window.history.state)),
  );
  useEffect(() => {
    const onPop = (event: PopStateEvent) => {
      const next = parse(window.location.pathname + window.location.hash, readKey(event.state));
      startTransition(() => setLocation(next));
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigate = (to: string) => {
    const key = nextKey();
    window.history.pushState({ key }, '', to);
    // A transition keeps the current page on screen while the next page's chunk loads.
    startTransition(() => setLocation(parse(to, key)));
  };
  return <RouterContext.Provider value={{ location, navigate }}>{children}</RouterContext.Provider>;
}

function readKey(state: unknown): string {
  if (state && typeof state === 'object' && 'key' in state && typeof state.key === 'string') return state.key;
  return 'default';
}

/** A fixed location: the prerender. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const value: RouterValue = {
    location: parse(location, 'default'),
    navigate: () => {
      throw new Error('StaticRouter cannot navigate');
    },
  };
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** History kept in memory: component tests. */
export function MemoryRouter({ initialEntries = ['/'], children }: { initialEntries?: string[]; children: ReactNode }) {
  const [location, setLocation] = useState<Location>(() => parse(initialEntries[initialEntries.length - 1] ?? '/', 'default'));
  const navigate = (to: string) => setLocation(parse(to, nextKey()));
  return <RouterContext.Provider value={{ location, navigate }}>{children}</RouterContext.Provider>;
}

function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('useLocation() and <Link> need a router above them');
  return router;
}

export function useLocation(): Location {
  return useRouter().location;
}

interface LinkProps {
  to: string;
  className?: string;
  onClick?: () => void;
  children: ReactNode;
  'aria-label'?: string;
}

/** A link to a page of this site: a real <a href> that the router follows without a page load. */
export function Link({ to, className, onClick, children, 'aria-label': ariaLabel }: LinkProps) {
  const { navigate } = useRouter();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.();
    // Let the browser handle new tabs, downloads and anything already handled.
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} className={className} onClick={follow} aria-label={ariaLabel}>
      {children}
    </a>
  );
}
