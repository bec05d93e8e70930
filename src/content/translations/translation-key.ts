// The key of one string in site.hi.yaml: its place in site.yaml written so a person can find it and
// so it survives the usual edits. A list item with an `id` is named by its id, not its position,
// so moving a section keeps its translations: pages.home.sections[reviews].heading. Items without
// an id (reviews, slides, paragraphs) are named by their position: ...reviews[3].text.
import type { PathSegment } from '../problem.ts';

function idOf(item: unknown): string | undefined {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return undefined;
  const id = (item as Record<string, unknown>).id;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/**
 * The key of the value at `segments` in `data`. An id names its item only when no other item of
 * the same list has it (a repeated id is a site.yaml error of its own; the keys stay distinct).
 */
export function translationKey(data: unknown, segments: readonly PathSegment[]): string {
  let out = '';
  let node = data;
  for (const segment of segments) {
    if (typeof segment === 'number' && Array.isArray(node)) {
      const list: unknown[] = node;
      const id = idOf(list[segment]);
      const unique = id !== undefined && list.filter((item) => idOf(item) === id).length === 1;
      out += `[${unique ? id : segment}]`;
      node = list[segment];
    } else {
      out += out ? `.${segment}` : String(segment);
      node = typeof node === 'object' && node !== null ? (node as Record<PathSegment, unknown>)[segment] : undefined;
    }
  }
  return out;
}
