import { use, useEffect } from 'react';
import type { Section } from '../content/site.generated.ts';
import { SectionList } from '../sections/SectionList.tsx';
import { useSite } from '../frame/site-context.tsx';
import { useScrollPlacement } from './hooks/use-scroll-manager.ts';
import type { PageStore } from './page-store.ts';

interface PageViewProps {
  name: string;
  title: string;
  store: PageStore;
  /**
   * The visitor is still where they arrived: the page hydrates from the content loaded before
   * hydrating (entry-client), its sections that wait for the screen still prerendered.
   */
  arrived: boolean;
  /**
   * ...and the page needs no JavaScript (src/sections/static-types.ts): keep its prerendered HTML as
   * it is, without loading the page's content or its sections' code.
   */
  keepPrerendered: boolean;
}

/**
 * One route's page. A page opened by a navigation waits (inside the router's transition, with the
 * previous page still on screen) until its content and all its sections' code are there, so it
 * renders complete at once and a #hash link finds its section.
 */
export function PageView({ name, title, store, arrived, keepPrerendered }: PageViewProps) {
  if (keepPrerendered) return <PageBody title={title} sections={undefined} />;
  const sections = (arrived ? store.peekContent(name) : undefined) ?? store.peekReady(name) ?? use(store.ready(name));
  return <PageBody title={title} sections={sections} />;
}

/** sections undefined: the prerendered HTML is kept as it is (see keepPrerendered). */
export function PageBody({ title, sections }: { title: string; sections: readonly Section[] | undefined }) {
  const { locale } = useSite();
  useEffect(() => {
    document.title = title;
  }, [title]);
  // Texts still in English on a page in another language (the prerender marked the arrival page's).
  useEffect(() => {
    const root = document.getElementById('root');
    // Only a page with texts still in English loads the code that marks them (a page fully in its
    // language, every English page included, never downloads it).
    if (root && locale.alternate && locale.untranslated.length) {
      const { untranslated, alternate } = locale;
      void import('../frame/mark-untranslated.ts').then(({ markUntranslated }) => markUntranslated(root, untranslated, alternate.lang));
    }
  }, [sections, locale]);
  useScrollPlacement();
  if (!sections) {
    // React hydrates an element with dangerouslySetInnerHTML without looking inside it and leaves
    // the server's HTML there; it never writes the empty string over it, since the prop never changes.
    return <div key="prerendered" className="page-body" dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  }
  return (
    <div key="rendered" className="page-body">
      <SectionList sections={sections} />
    </div>
  );
}
