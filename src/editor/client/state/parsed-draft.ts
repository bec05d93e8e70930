// The draft's site.yaml as data, parsed once per change of its text and shared by every part of
// the page (the outline, the form, the problem list).
import { useMemo } from 'react';
import type { Document, LineCounter } from 'yaml';
import { parseText } from '../../yaml-edit/parse-for-edit.ts';
import { useDraft } from './draft-store.ts';

export interface ParsedDraft {
  data: Record<string, unknown>;
  doc: Document.Parsed;
  lines: LineCounter;
  /** YAML's first complaint when the text cannot be read (then `data` is the last readable one). */
  syntaxError: string | null;
}

let last: ParsedDraft | null = null;
let lastText: string | null = null;

export function parseDraft(text: string): ParsedDraft {
  if (text === lastText && last) return last;
  const { doc, lines } = parseText(text);
  const syntaxError = doc.errors[0]?.message.split('\n')[0] ?? null;
  const data = syntaxError ? (last?.data ?? {}) : ((doc.toJS() ?? {}) as Record<string, unknown>);
  last = { data, doc, lines, syntaxError };
  lastText = text;
  return last;
}

export function useParsedDraft(): ParsedDraft {
  const { draft } = useDraft();
  return useMemo(() => parseDraft(draft.site), [draft.site]);
}
