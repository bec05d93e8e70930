import { use, useEffect } from 'react';
import type { Section } from '../content/site.generated.ts';
import { SectionList } from '../sections/SectionList.tsx';
import { useHashScroll } from './hooks/use-hash-scroll.ts';
import type { PageStore } from './page-store.ts';

interface PageViewProps {
  title: string;
  store: PageStore;
  name: string;
  /**
   * The visitor arrived on this page and it needs no JavaScript (src/sections/static-types.ts): keep
   * its prerendered HTML as it is, without loading the page's content or its sections' code.
   */
  keepPrerendered?: boolean;
}

/** One route's page: its sections (loaded with the page's chunk), its title, and hash scrolling. */
export function PageView({ title, store, name, keepPrerendered = false }: PageViewProps) {
  if (keepPrerendered) return <PageBody title={title} sections={undefined} />;
  const sections = store.peek(name) ?? use(store.load(name));
  return <PageBody title={title} sections={sections} />;
}

export function PageBody({ title, sections }: { title: string; sections: readonly Section[] | undefined }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  useHashScroll();
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
