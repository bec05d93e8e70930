// A new item of a list starts as a copy of the list's last item (every required field filled, in
// the form the marketer already uses), or from the schema's example.
import type { PathSegment } from '../../../content/problem.ts';
import { editSite } from '../state/site-edits.ts';
import { labelOf } from '../schema/schema-nav.ts';

export function insertDefault(_data: unknown, path: PathSegment[], items: readonly unknown[]): void {
  const last = items[items.length - 1];
  if (last === undefined) return;
  editSite(`added an item to ${labelOf(path[path.length - 1])}`, { kind: 'duplicate', list: path, index: items.length - 1 });
}
