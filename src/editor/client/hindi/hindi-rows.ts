// Every text a visitor reads, with its English (site.yaml) and its Hindi (site.hi.yaml) as the
// Hindi pages would show it: missing (no Hindi yet), stale (the English changed since it was
// translated) or done, read with the translation machinery the build uses.
import type { PathSegment } from '../../../content/problem.ts';
import { isTranslated } from '../../../content/translations/not-translated.ts';
import { parseTranslationFile, translationFinder } from '../../../content/translations/translation-file.ts';
import { visibleStrings } from '../../../content/translations/visible-strings.ts';

export type HindiStatus = 'missing' | 'stale' | 'done';

export interface HindiRow {
  key: string;
  segments: PathSegment[];
  english: string;
  hindi: string;
  status: HindiStatus;
}

const rank: Record<HindiStatus, number> = { missing: 0, stale: 1, done: 2 };

export function hindiRows(data: unknown, translationText: string): { rows: HindiRow[]; order: string[] } {
  const strings = visibleStrings(data).filter((text) => isTranslated(text.key));
  const entries = parseTranslationFile(translationText).entries;
  const find = translationFinder(entries);
  const rows = strings.map(({ key, segments, text }): HindiRow => {
    const entry = entries.get(key);
    const found = find(key, text);
    if (found) return { key, segments, english: text, hindi: found.hi, status: 'done' };
    if (entry?.hi?.trim()) return { key, segments, english: text, hindi: entry.hi, status: 'stale' };
    return { key, segments, english: text, hindi: entry?.hi ?? '', status: 'missing' };
  });
  const order = strings.map((text) => text.key);
  return {
    rows: rows
      .map((row, index) => ({ row, index }))
      .sort((a, b) => rank[a.row.status] - rank[b.row.status] || a.index - b.index)
      .map(({ row }) => row),
    order,
  };
}
