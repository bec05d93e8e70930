// The outline of the site as the marketer thinks of it: pages, their sections in order, each
// section's lists (reviews, slides, items) with their items, and the shared parts (navigation,
// footer, downloads, the contact form's words, compliance, notices...). Built from the draft's data
// and the schema, so a new section type or list needs nothing here.
import type { PathSegment } from '../../../content/problem.ts';
import { kindOf, labelOf, propertiesOf, schemaAt } from '../schema/schema-nav.ts';

export interface OutlineNode {
  path: PathSegment[];
  label: string;
  /** A second line: a section's type, a list's count. */
  detail?: string;
  kind: 'page' | 'section' | 'list' | 'item' | 'part';
  children: OutlineNode[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What an item is called: a review's author, a slide's heading, a link's label... */
export function nameOf(value: unknown, fallback: string): string {
  if (!isRecord(value)) return typeof value === 'string' ? value : fallback;
  for (const key of ['heading', 'title', 'headline', 'author', 'label', 'name', 'value', 'display', 'text']) {
    const text = value[key];
    if (typeof text === 'string' && text.trim()) return text.length > 60 ? `${text.slice(0, 57)}…` : text;
  }
  return typeof value.id === 'string' ? value.id : fallback;
}

/** A section's lists of items (reviews, slides...), each with its items. */
function listsOf(data: unknown, path: PathSegment[], value: Record<string, unknown>): OutlineNode[] {
  const at = schemaAt(data, path);
  if (!at) return [];
  return Object.keys(propertiesOf(at))
    .filter((key) => Array.isArray(value[key]))
    .flatMap((key) => {
      const child = schemaAt(data, [...path, key]);
      if (!child || kindOf(child, value[key]) !== 'itemList') return [];
      const items = value[key] as unknown[];
      return [
        {
          path: [...path, key],
          label: labelOf(key),
          detail: `${items.length} item${items.length === 1 ? '' : 's'}`,
          kind: 'list' as const,
          children: items.map((item, index) => ({
            path: [...path, key, index],
            label: nameOf(item, `${labelOf(key)} ${index + 1}`),
            kind: 'item' as const,
            children: [],
          })),
        },
      ];
    });
}

function sectionsOf(data: unknown, pagePath: PathSegment[], sections: unknown): OutlineNode[] {
  if (!Array.isArray(sections)) return [];
  return sections.map((section, index) => {
    const path = [...pagePath, 'sections', index];
    const record = isRecord(section) ? section : {};
    return {
      path,
      label: nameOf(record, `Section ${index + 1}`),
      detail: `${String(record.type ?? 'section')}${typeof record.id === 'string' ? ` · #${record.id}` : ''}`,
      kind: 'section' as const,
      children: listsOf(data, path, record),
    };
  });
}

export function outlineOf(data: Record<string, unknown>): { pages: OutlineNode[]; parts: OutlineNode[] } {
  const pages = isRecord(data.pages) ? data.pages : {};
  const pageNodes: OutlineNode[] = Object.entries(pages).map(([name, page]) => ({
    path: ['pages', name],
    label: name,
    detail: isRecord(page) && typeof page.path === 'string' ? page.path : undefined,
    kind: 'page',
    children: sectionsOf(data, ['pages', name], isRecord(page) ? page.sections : []),
  }));
  if (isRecord(data.notFound))
    pageNodes.push({
      path: ['notFound'],
      label: 'not found',
      detail: 'any other address',
      kind: 'page',
      children: sectionsOf(data, ['notFound'], data.notFound.sections),
    });
  const parts: OutlineNode[] = Object.keys(data)
    .filter((key) => key !== 'pages' && key !== 'notFound')
    .map((key) => ({ path: [key], label: labelOf(key), kind: 'part', children: [] }));
  return { pages: pageNodes, parts };
}

/** The outline node a path belongs to: the deepest page, section, list item or part that holds it. */
export function nodePathOf(path: readonly PathSegment[]): PathSegment[] {
  if (path[0] === 'pages' || path[0] === 'notFound') {
    const base = path[0] === 'pages' ? 2 : 1;
    if (path.length <= base + 1 || path[base] !== 'sections') return path.slice(0, base);
    // pages.home.sections.3[.reviews.2...]
    const section = path.slice(0, base + 2);
    if (path.length >= base + 4 && typeof path[base + 3] === 'number') return path.slice(0, base + 4);
    return section;
  }
  return path.slice(0, 1);
}

export const pathKey = (path: readonly PathSegment[]): string => JSON.stringify(path);
