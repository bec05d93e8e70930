// Which field holds the words clicked in the preview: the clicked section's (or the header's or
// footer's) text fields, searched for the clicked words.
import type { PathSegment } from '../../../content/problem.ts';
import type { PreviewEvent } from '../../preview/preview-messages.ts';

type Clicked = Extract<PreviewEvent, { type: 'preview-clicked' }>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const plain = (text: string) =>
  text
    .replace(/\*\*|\*|\[|\]\([^)]*\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The path of the string in `value` that the clicked words are, or that holds them. */
function findText(value: unknown, path: PathSegment[], words: string): PathSegment[] | undefined {
  if (typeof value === 'string') {
    const text = plain(value);
    return text && (text === words || (words.length > 3 && text.includes(words))) ? path : undefined;
  }
  if (!isRecord(value)) return undefined;
  const entries: [PathSegment, unknown][] = Array.isArray(value) ? value.map((item, index) => [index, item]) : Object.entries(value);
  for (const [key, child] of entries) {
    const found = findText(child, [...path, key], words);
    if (found) return found;
  }
  return undefined;
}

export function pathOfClick(data: Record<string, unknown>, page: string, clicked: Clicked): PathSegment[] | undefined {
  const words = clicked.text.replace(/\s+/g, ' ').trim();
  if (clicked.part) {
    const part = clicked.part === 'header' ? 'navigation' : 'footer';
    return findText(data[part], [part], words) ?? [part];
  }
  if (!clicked.sectionId) return undefined;
  const pagePath: PathSegment[] = page === 'notFound' ? ['notFound'] : ['pages', page];
  const pageData = pagePath.reduce<unknown>((at, key) => (isRecord(at) ? at[key as string] : undefined), data);
  const sections = isRecord(pageData) && Array.isArray(pageData.sections) ? pageData.sections : [];
  const index = sections.findIndex((section) => isRecord(section) && section.id === clicked.sectionId);
  if (index < 0) return undefined;
  const sectionPath = [...pagePath, 'sections', index];
  return findText(sections[index], sectionPath, words) ?? sectionPath;
}
