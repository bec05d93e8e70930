import type { ReactNode } from 'react';
import { useSite } from '../site-context.tsx';
import { useLoaderGate } from '../hooks/use-loader-gate.ts';
import { ComingSoonProvider } from './ComingSoonDialog.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { Helpline } from './Helpline.tsx';
import { Loader } from './Loader.tsx';
import { NoticesHost } from './NoticesHost.tsx';

export function Layout({ children }: { children: ReactNode }) {
  const { loader } = useSite();
  const ready = useLoaderGate(loader.background, loader.delayMs);
  return (
    <ComingSoonProvider>
      <Loader visible={!ready} />
      <Header />
      <main id="main" className="site-main">
        <Helpline />
        {children}
      </main>
      <Footer />
      <NoticesHost />
    </ComingSoonProvider>
  );
}
