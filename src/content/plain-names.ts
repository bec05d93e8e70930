// Names a marketer recognises for a place in site.yaml: "Review 4", "Section 3 (reviews)",
// "\"autoCloseMs\"", so messages read "Review 4 has no \"author\"" rather than a data path.
import type { PathSegment } from './problem.ts';

/** What one item of a list called `key` is. */
const itemNouns: Record<string, string> = {
  sections: 'Section',
  reviews: 'Review',
  slides: 'Slide',
  logos: 'Logo',
  tiles: 'Tile',
  steps: 'Step',
  badges: 'Badge',
  items: 'Item',
  sets: 'Set',
  modes: 'Mode',
  images: 'Image',
  columns: 'Column',
  links: 'Link',
  social: 'Social link',
  responsive: 'Screen range',
  body: 'Paragraph',
  intro: 'Paragraph',
  actions: 'Button',
  meta: 'Line',
  lines: 'Line',
  list: 'Bullet point',
  numbered: 'Numbered point',
  sameAs: 'Profile',
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
