import { use, useEffect } from 'react';
import type { Section } from '../content/site.generated.ts';
import { SectionList } from '../sections/SectionList.tsx';
import { useHashScroll } from './hooks/use-hash-scroll.ts';
import type { PageStore } from './page-store.ts';

interface PageViewProps {
  title: string;
  store: PageStore;
  name: string;
}

/** One route's page: its sections (loaded with the page's chunk), its title, and hash scrolling. */
export function PageView({ title, store, name }: PageViewProps) {
  const sections = store.peek(name) ?? use(store.load(name));
  return <PageBody title={title} sections={sections} />;
}

export function PageBody({ title, sections }: { title: string; sections: readonly Section[] }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  useHashScroll();
  return <SectionList sections={sections} />;
}
