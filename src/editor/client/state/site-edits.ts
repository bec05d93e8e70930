// Edits of the draft's site.yaml and site.hi.yaml, named for the undo button.
import type { PathSegment } from '../../../content/problem.ts';
import { applyEdit, type Edit } from '../../yaml-edit/edits.ts';
import { writeTranslation, type TranslationWrite } from '../../yaml-edit/translation-edits.ts';
import { store } from './draft-store.ts';

/** Changes site.yaml; typing in one field (the same `key`) within a moment is one step of undo. */
export function editSite(label: string, edit: Edit, key = ''): void {
  store.edit(label, (texts) => ({ ...texts, site: applyEdit(texts.site, edit) }), key);
}

export function setField(path: PathSegment[], value: unknown, label: string): void {
  editSite(label, { kind: 'set', path, value }, `set:${JSON.stringify(path)}`);
}

export function unsetField(path: PathSegment[], label: string): void {
  editSite(label, { kind: 'unset', path });
}

export function editTranslation(write: TranslationWrite): void {
  store.edit('Hindi text', (texts) => ({ ...texts, translation: writeTranslation(texts.translation ?? '', write) }), `hi:${write.key}`);
}

/** Replaces the whole text (the source pane); a pause of typing makes a new step of undo. */
export function replaceSiteText(site: string): void {
  store.edit('typing in the source', (texts) => ({ ...texts, site }), 'source');
}
