// Every change the editor makes to site.yaml, as data: the form, the outline and the tests say
// what to change, and applyEdit makes it on the text through the parsed document's positions.
import type { PathSegment } from '../../content/problem.ts';
import { setValue, unsetValue } from './field-edits.ts';
import { duplicateItem, insertItem, moveItem, removeItem } from './list-edits.ts';

export type Edit =
  | { kind: 'set'; path: PathSegment[]; value: unknown }
  | { kind: 'unset'; path: PathSegment[] }
  | { kind: 'insert'; list: PathSegment[]; index: number; value: unknown }
  | { kind: 'remove'; list: PathSegment[]; index: number }
  | { kind: 'duplicate'; list: PathSegment[]; index: number }
  | { kind: 'move'; list: PathSegment[]; from: number; to: number };

export function applyEdit(text: string, edit: Edit): string {
  switch (edit.kind) {
    case 'set':
      return setValue(text, edit.path, edit.value);
    case 'unset':
      return unsetValue(text, edit.path);
    case 'insert':
      return insertItem(text, edit.list, edit.index, edit.value);
    case 'remove':
      return removeItem(text, edit.list, edit.index);
    case 'duplicate':
      return duplicateItem(text, edit.list, edit.index);
    case 'move':
      return moveItem(text, edit.list, edit.from, edit.to);
  }
}
