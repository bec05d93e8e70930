// Checks a JSON Schema cannot express: files that must exist, links that must lead somewhere,
// ids that must be unique, images that must have alt text. Runs on schema-valid data only.
import type { PathSegment, Problem } from './problem.ts';
import { formatPath } from './problem.ts';
import type { SourceMap } from './source-map.ts';
import { inlineLinkTargets } from './inline-links.ts';
import { closestMatch, listWords } from './suggest.ts';

export interface ReferenceCheckOptions {
  /** Whether public/<src> exists; left out where there is no file system (the browser). */
  imageExists?: (src: string) => boolean;
}

type Visit = (value: unknown, path: PathSegment[], key: PathSegment | undefined) => void;

function walk(value: unknown, path: PathSegment[], visit: Visit): void {
  visit(value, path, path.at(-1));
  if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index], visit));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) walk(child, [...path, key], visit);
  }
}

const imagePath = /^\/images\//;
const externalTarget = /^(https:|mailto:|tel:)/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Works on any parsed data, valid or not, so its problems are listed with the schema's. */
export function checkReferences(data: unknown, source: SourceMap, options: ReferenceCheckOptions = {}): Problem[] {
  const problems: Problem[] = [];
  const report = (path: PathSegment[], message: string, hint?: string, atKey = false) =>
    problems.push({ severity: 'error', ...source.locate(path, atKey), path: formatPath(path), message, ...(hint ? { hint } : {}) });

  // Pages by path, and the section ids each one has. The data may also have failed the schema
  // check (we report everything at once), so every shape is checked before it is used.
  const pages = isRecord(data) && isRecord(data.pages) ? data.pages : {};
  const notFound = isRecord(data) && isRecord(data.notFound) ? data.notFound : {};
  const sectionsOf = (page: unknown): { id?: unknown }[] =>
    isRecord(page) && Array.isArray(page.sections) ? page.sections.filter(isRecord) : [];
  const pagesByPath = new Map<string, { name: string; ids: Set<string> }>();
  for (const [name, page] of Object.entries(pages)) {
    if (!isRecord(page) || typeof page.path !== 'string') continue;
    const other = pagesByPath.get(page.path);
    const ids = new Set(sectionsOf(page).map((s) => s.id).filter((id): id is string => typeof id === 'string'));
    if (other) report(['pages', name, 'path'], `The address "${page.path}" is already used by the page "${other.name}".`, 'give each page its own path');
    else pagesByPath.set(page.path, { name, ids });
  }
  if (Object.keys(pages).length && !pagesByPath.has('/')) report(['pages'], 'There is no home page.', 'add a page with path: /');

  // Section ids are unique across the whole site, so anchors and tests can name them.
  const idOwners = new Map<string, string>();
  const sectionLists: [PathSegment[], { id?: unknown }[]][] = [
    ...Object.entries(pages).map(([name, page]): [PathSegment[], { id?: unknown }[]] => [['pages', name, 'sections'], sectionsOf(page)]),
    [['notFound', 'sections'], sectionsOf(notFound)],
  ];
  for (const [listPath, sections] of sectionLists) {
    sections.forEach((section, index) => {
      if (typeof section.id !== 'string') return;
      const owner = idOwners.get(section.id);
      const path = [...listPath, index, 'id'];
      if (owner) report(path, `The section id "${section.id}" is already used by ${owner}.`, 'section ids must be unique on the site');
      else idOwners.set(section.id, formatPath(path.slice(0, -1)));
    });
  }

  const checkTarget = (target: string, path: PathSegment[]) => {
    if (externalTarget.test(target)) return;
    if (!target.startsWith('/')) {
      report(path, `The link "${target}" does not lead anywhere.`, 'links start with /, https://, mailto: or tel:');
      return;
    }
    const [pathPart, fragment] = target.split('#', 2) as [string, string | undefined];
    const page = pagesByPath.get(pathPart || '/');
    if (!page) {
      const guess = closestMatch(pathPart, [...pagesByPath.keys()]);
      report(path, `The link "${target}" goes to a page that does not exist.`, guess ? `did you mean "${guess}"?` : `pages are ${listWords([...pagesByPath.keys()])}`);
      return;
    }
    if (fragment !== undefined && !page.ids.has(fragment)) {
      const guess = closestMatch(fragment, [...page.ids]);
      report(
        path,
        `The link "${target}" points at a section "${fragment}" that the page "${page.name}" does not have.`,
        guess ? `did you mean "#${guess}"?` : `sections on that page are ${listWords([...page.ids])}`,
      );
    }
  };

  walk(data, [], (value, path, key) => {
    if (typeof value === 'string') {
      if (key === 'to') checkTarget(value, path);
      for (const target of inlineLinkTargets(value)) checkTarget(target, path);
      if (imagePath.test(value) && options.imageExists && !options.imageExists(value)) {
        report(path, `The image file "${value}" does not exist.`, `put the file at public${value} or fix the path`);
      }
      return;
    }
    if (value && typeof value === 'object' && !Array.isArray(value) && 'src' in value) {
      const image = value as { alt?: string; decorative?: boolean };
      const hasAlt = typeof image.alt === 'string' && image.alt.trim() !== '';
      if (!hasAlt && image.decorative !== true) {
        report(path, 'This image has no alt text.', 'add alt: a few words saying what it shows, or decorative: true if it is only decoration');
      } else if (hasAlt && image.decorative === true) {
        report(path, 'This image has alt text and is marked decorative.', 'keep one: alt for a meaningful image, decorative: true for decoration');
      }
    }
  });
  return problems;
}
