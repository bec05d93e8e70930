import { MemoryRouter } from 'react-router-dom';
import { SiteProvider } from '../frame/site-context.tsx';
import type { BrowserShell } from '../frame/site-shell.ts';
import { ComingSoonProvider } from '../components/ComingSoonDialog.tsx';
import { NoticesHost } from '../app/layout/NoticesHost.tsx';
import type { Section } from '../content/site.generated.ts';
import { SectionList } from '../sections/SectionList.tsx';

interface GalleryExampleProps {
  shell: BrowserShell;
  section: Section;
  /** What the example is, for screen readers: e.g. "reviews, example 1". */
  label: string;
}

/**
 * One schema example rendered exactly as a page renders a section (the real registry, error
 * boundary and wrapper), with the site's settings around it. Links stay inside the frame.
 */
export function GalleryExample({ shell, section, label }: GalleryExampleProps) {
  return (
    <MemoryRouter>
      <SiteProvider shell={shell}>
        <ComingSoonProvider>
          <main className="site-main" aria-label={label}>
            <SectionList sections={[section]} />
          </main>
          <NoticesHost />
        </ComingSoonProvider>
      </SiteProvider>
    </MemoryRouter>
  );
}
