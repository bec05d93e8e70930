// The one adapter between the editor and the site's frame: a page of a checked Site drawn with
// the site's own components (SiteProvider and its shell, the header and footer of src/app/layout,
// SectionList and the registry), in a memory router at the page's address. When the frame changes
// shape (its router, how sections hydrate), this file alone follows.
import { useMemo } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { Site } from '../../content/site.generated.ts';
import { hindiPrefix } from '../../content/languages.ts';
import { SiteProvider } from '../../frame/site-context.tsx';
import { browserShell, shellOf, type BrowserShell, type Locale } from '../../frame/site-shell.ts';
import { ComingSoonProvider } from '../../components/ComingSoonDialog.tsx';
import { Header } from '../../app/layout/Header.tsx';
import { Footer } from '../../app/layout/Footer.tsx';
import { Helpline } from '../../app/layout/Helpline.tsx';
import { NoticesHost } from '../../app/layout/NoticesHost.tsx';
import { SectionList } from '../../sections/SectionList.tsx';
import { loadAllSections } from '../../sections/registry.ts';

export interface DraftPageProps {
  site: Site;
  page: string;
  language: 'en' | 'hi';
  untranslated: string[];
}

/** Every section's code, loaded once before the first draw (a page can gain any type). */
export const sectionsReady: Promise<unknown> = loadAllSections();

function localeOf(site: Site, language: 'en' | 'hi', untranslated: string[]): Locale {
  const english = { lang: 'en-IN', prefix: '' };
  const hindi = { lang: 'hi-IN', prefix: hindiPrefix };
  return language === 'hi'
    ? { ...hindi, alternate: english, untranslated }
    : { lang: site.brand.lang, prefix: '', alternate: hindi, untranslated: [] };
}

function shellFor(site: Site, language: 'en' | 'hi', untranslated: string[]): BrowserShell {
  // The form's settings ride in the shell (as on Hindi pages), so the draft's messages show.
  return { ...browserShell(shellOf(site, undefined, localeOf(site, language, untranslated))), contact: site.contact };
}

export function DraftPage({ site, page, language, untranslated }: DraftPageProps) {
  const shell = useMemo(() => shellFor(site, language, untranslated), [site, language, untranslated]);
  const current = site.pages[page] ?? site.pages.home;
  const address = (language === 'hi' ? hindiPrefix : '') + (current.path === '/' && language === 'hi' ? '' : current.path);
  return (
    <MemoryRouter initialEntries={[address || '/']} key={address}>
      <SiteProvider shell={shell}>
        <ComingSoonProvider>
          <Header />
          <main id="main" className="site-main" tabIndex={-1}>
            <Helpline />
            <div className="page-body">
              <SectionList sections={current.sections} />
            </div>
          </main>
          <Footer />
          <NoticesHost />
        </ComingSoonProvider>
      </SiteProvider>
    </MemoryRouter>
  );
}
