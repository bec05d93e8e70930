import { useEffect } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { PageSections } from '../frame/site-shell.ts';
import { SectionList } from '../sections/SectionList.tsx';
import { useSite } from '../frame/site-context.tsx';

/**
 * One route's page, from its loader's data: its sections, or null for a page that needs no
 * JavaScript on the page the visitor arrived on (src/sections/static-types.ts), which keeps its
 * prerendered HTML as it is, without loading the page's content or its sections' code.
 */
export function PageView({ title }: { title: string }) {
  const sections = useLoaderData<PageSections | null>();
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
