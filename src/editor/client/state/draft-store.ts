// The unsaved draft: the texts of site.yaml and site.hi.yaml as the marketer has changed them, the
// files as they were on disk when opened (or last saved), and the undo history. The text is the
// one truth: the form, the outline, the source pane and the Hindi list all read it and change it
// through edits that rewrite only their own lines, so undo and redo cover every kind of edit.
import { useSyncExternalStore } from 'react';
import type { FileState, FilesAnswer } from '../../shared/api.ts';

export interface Texts {
  site: string;
  translation: string | null;
}

interface HistoryEntry {
  texts: Texts;
  label: string;
}

export interface DraftState {
  files: FilesAnswer | null;
  /** The files the draft was made from (disk at open or last save, or "keep mine"). */
  base: { site: FileState; translation: FileState | null } | null;
  draft: Texts;
  past: HistoryEntry[];
  future: HistoryEntry[];
  /** What the last edit was, for the undo button's name. */
  lastLabel: string;
  /** Set when the files changed on disk under unsaved edits: what is there now. */
  diskChange: { site: FileState; translation: FileState | null } | null;
  /** An edit that could not be made, in words. */
  problem: string | null;
}

type Listener = () => void;

/** Typing in one field within this long is one step of undo. */
const coalesceMs = 1500;

export class DraftStore {
  private state: DraftState = {
    files: null,
    base: null,
    draft: { site: '', translation: null },
    past: [],
    future: [],
    lastLabel: '',
    diskChange: null,
    problem: null,
  };
  private readonly listeners = new Set<Listener>();
  private lastKey = '';
  private lastAt = 0;

  readonly subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly get = () => this.state;

  private set(next: Partial<DraftState>): void {
    this.state = { ...this.state, ...next };
    for (const listener of this.listeners) listener();
  }

  load(files: FilesAnswer): void {
    this.lastKey = '';
    this.set({
      files,
      base: { site: files.site, translation: files.translation },
      draft: { site: files.site.text, translation: files.translation?.text ?? null },
      past: [],
      future: [],
      diskChange: null,
      problem: null,
    });
  }

  /**
   * Makes an edit: `change` returns the new texts (or throws when the edit cannot be made there).
   * Edits with the same `key` in quick succession (typing in one field) are one step of undo.
   */
  edit(label: string, change: (texts: Texts) => Texts, key = ''): void {
    let next: Texts;
    try {
      next = change(this.state.draft);
    } catch (error) {
      this.set({ problem: (error as Error).message });
      return;
    }
    if (next.site === this.state.draft.site && next.translation === this.state.draft.translation) return;
    const now = Date.now();
    const coalesce = key !== '' && key === this.lastKey && now - this.lastAt < coalesceMs && this.state.past.length > 0;
    this.lastKey = key;
    this.lastAt = now;
    const past = coalesce ? this.state.past : [...this.state.past, { texts: this.state.draft, label }];
    this.set({ draft: next, past, future: [], lastLabel: label, problem: null });
  }

  undo(): void {
    const previous = this.state.past.at(-1);
    if (!previous) return;
    this.lastKey = '';
    this.set({
      draft: previous.texts,
      past: this.state.past.slice(0, -1),
      future: [{ texts: this.state.draft, label: previous.label }, ...this.state.future],
      lastLabel: this.state.past.at(-2)?.label ?? '',
    });
  }

  redo(): void {
    const next = this.state.future[0];
    if (!next) return;
    this.lastKey = '';
    this.set({
      draft: next.texts,
      past: [...this.state.past, { texts: this.state.draft, label: next.label }],
      future: this.state.future.slice(1),
      lastLabel: next.label,
    });
  }

  /** The files as written: the draft's new base (the history stays, so a save can be undone too). */
  saved(site: FileState, translation: FileState | null): void {
    this.set({ base: { site, translation }, diskChange: null });
  }

  diskChanged(now: { site: FileState; translation: FileState | null }): void {
    if (this.hasUnsavedChanges()) this.set({ diskChange: now });
    else if (this.state.files) this.load({ ...this.state.files, ...now });
  }

  /** "Keep mine": the disk's files become the base, so the next save shows and replaces them knowingly. */
  keepMine(): void {
    if (this.state.diskChange) this.set({ base: this.state.diskChange, diskChange: null });
  }

  reloadFromDisk(): void {
    if (this.state.diskChange && this.state.files) this.load({ ...this.state.files, ...this.state.diskChange });
  }

  hasUnsavedChanges(): boolean {
    const { base, draft } = this.state;
    return Boolean(base) && (draft.site !== base?.site.text || draft.translation !== (base?.translation?.text ?? null));
  }

  dismissProblem(): void {
    this.set({ problem: null });
  }
}

export const store = new DraftStore();

export function useDraft(): DraftState {
  return useSyncExternalStore(store.subscribe, store.get);
}
