// Names a marketer recognises for a place in site.yaml: "Review 4", "Section 3 (reviews)",
// "\"autoCloseMs\"", so messages read "Review 4 has no \"author\"" rather than a data path.
import type { PathSegment } from './problem.ts';
import { sectionCatalog } from './section-catalog.generated.ts';

/**
 * What one item of a list called `key` is: the lists every page or section may have here, and
 * each section type's own lists from its definition (src/sections/<folder>/section.ts).
 */
const itemNouns: Record<string, string> = {
  sections: 'Section',
  items: 'Item',
  columns: 'Column',
  links: 'Link',
  social: 'Social link',
  responsive: 'Screen range',
  body: 'Paragraph',
  intro: 'Paragraph',
  list: 'Bullet point',
  numbered: 'Numbered point',
  sameAs: 'Profile',
  ...Object.fromEntries(Object.values(sectionCatalog).flatMap((facts) => Object.entries(facts.itemNouns))),
};

/** "Review", "Section", or "Item" for a list we have no word for. */
export function itemNoun(listKey: PathSegment | undefined): string {
  return (typeof listKey === 'string' && itemNouns[listKey]) || 'Item';
}

/** The thing at `path`, as the subject of a sentence. `value` is the data found there. */
export function subjectOf(path: readonly PathSegment[], value: unknown): string {
  const last = path.at(-1);
  if (last === undefined) return 'The file';
  if (typeof last === 'string') return `"${last}"`;
  const noun = itemNoun(path.at(-2));
  const type = value && typeof value === 'object' && 'type' in value && typeof value.type === 'string' ? ` (${value.type})` : '';
  const named = noun === 'Item' && typeof path.at(-2) === 'string' ? ` of "${String(path.at(-2))}"` : '';
  return `${noun} ${last + 1}${named}${noun === 'Section' ? type : ''}`;
}

/** "review" -> "reviews"; the nouns above only need an s. */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
