// Renders components the way the app does: with the real site.yaml, a router and the dialog.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { requireSite } from '../../src/content/load-site-file.ts';
import type { Section, Site } from '../../src/content/site.generated.ts';
import { SiteProvider } from '../../src/frame/site-context.tsx';
import { shellOf, type SiteShell } from '../../src/frame/site-shell.ts';
import { ComingSoonProvider } from '../../src/components/ComingSoonDialog.tsx';

export const site: Site = requireSite();
export const shell: SiteShell = shellOf(site);

export function renderWithSite(ui: ReactElement, { route = '/', siteShell = shell }: { route?: string; siteShell?: SiteShell } = {}) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <SiteProvider shell={siteShell}>
        <ComingSoonProvider>{ui}</ComingSoonProvider>
      </SiteProvider>
    </MemoryRouter>,
  );
}

/** The first section of a type in site.yaml, as test data that is always the real content. */
export function sectionOfType<T extends Section['type']>(type: T): Extract<Section, { type: T }> {
  for (const page of Object.values(site.pages)) {
    const found = page.sections.find((section) => section.type === type);
    if (found) return found as Extract<Section, { type: T }>;
  }
  throw new Error(`site.yaml has no ${type} section`);
}
