import { Outlet, ScrollRestoration, type Location } from 'react-router-dom';
import { Layout } from './layout/Layout.tsx';
import { SectionLinks } from './SectionLinks.tsx';
import { SiteProvider } from '../frame/site-context.tsx';
import type { BrowserShell } from '../frame/site-shell.ts';

/**
 * Where React Router keeps each history entry's place: its key. An entry the browser made itself (a
 * #section typed over the address) has none ("default", like the page first loaded), so it is known
 * by its address: Back to it goes to its section, not to the place another "default" entry was left.
 */
const placeKey = (location: Location) => (location.key === 'default' ? location.pathname + location.hash : location.key);

/**
 * The frame every route is drawn in; the matched page renders at the Outlet. React Router puts the
 * page where the navigation asks (ScrollRestoration): a new page at its top, Back and Forward where
 * it was left, a #section at its section; the browser itself does it for the page first loaded, a
 * reload, and a return from another site. SectionLinks, before it, makes a section link glide.
 */
export function RootLayout({ shell }: { shell: BrowserShell }) {
  return (
    <SiteProvider shell={shell}>
      <Layout>
        <Outlet />
      </Layout>
      <SectionLinks />
      <ScrollRestoration getKey={placeKey} />
    </SiteProvider>
  );
}
