import type { MouseEvent, ReactNode } from 'react';
import { useSite } from '../../frame/site-context.tsx';
import { ComingSoonProvider } from '../../components/ComingSoonDialog.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { Helpline } from './Helpline.tsx';
import { Loader } from './Loader.tsx';
import { NoticesHost } from './NoticesHost.tsx';

/** Moves focus to the page's content without touching the address (the router owns #hashes). */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView({ block: 'start' });
}

export function Layout({ children }: { children: ReactNode }) {
  const { navigation } = useSite();
  return (
    <ComingSoonProvider>
      <a className="skip-link" href="#main" onClick={skipToContent}>
        {navigation.skipLink}
      </a>
      <Loader />
      <Header />
      <main id="main" className="site-main" tabIndex={-1}>
        <Helpline />
        {children}
      </main>
      <Footer />
      <NoticesHost />
    </ComingSoonProvider>
  );
}
