import { createContext, useContext, type ReactNode } from 'react';
import type { SiteShell } from './site-shell.ts';

const SiteContext = createContext<SiteShell | null>(null);

export function SiteProvider({ shell, children }: { shell: SiteShell; children: ReactNode }) {
  return <SiteContext.Provider value={shell}>{children}</SiteContext.Provider>;
}

/** The site's shared settings and copy from site.yaml. */
export function useSite(): SiteShell {
  const shell = useContext(SiteContext);
  if (!shell) throw new Error('useSite() needs a <SiteProvider> above it');
  return shell;
}
