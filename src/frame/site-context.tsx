import { createContext, useContext, type ReactNode } from 'react';
import type { BrowserShell } from './site-shell.ts';

const SiteContext = createContext<BrowserShell | null>(null);

export function SiteProvider({ shell, children }: { shell: BrowserShell; children: ReactNode }) {
  return <SiteContext.Provider value={shell}>{children}</SiteContext.Provider>;
}

/** The site's shared settings and copy from site.yaml. */
export function useSite(): BrowserShell {
  const shell = useContext(SiteContext);
  if (!shell) throw new Error('useSite() needs a <SiteProvider> above it');
  return shell;
}
