// Checks a JSON Schema cannot express: files that must exist, links that must lead somewhere,
// ids that must be unique, images that must have alt text. They work on any parsed data, valid or
// not, so their problems are listed with the schema's; every shape is checked before it is used.
import type { PathSegment } from '../problem.ts';
import { formatPath } from '../problem.ts';
import { inlineLinkTargets } from '../inline-links.ts';
import { closestMatch, listWords } from '../suggest.ts';
import { describeWindow, isVisibleOn, type Scheduled } from '../schedule.ts';
import type { Reporter } from './reporter.ts';
import { isRecord, walk } from './walk.ts';

export interface ReferenceCheckOptions {
  /** Whether public/<src> exists (images, videos, captions); left out where there is no file system (the browser). */
  imageExists?: (src: string) => boolean;
  /** The build day, YYYY-MM-DD: anchors must point at sections shown that day. */
  day: string;
}

const imagePath = /^\/images\//;
const mediaPath = /^\/media\//;
const externalTarget = /^(https:|mailto:|tel:)/;

interface PageTargets {
  name: string;
  /** Section id -> its window, for every section of the page. */
  sections: Map<string, Scheduled>;
}

const asScheduled = (section: Record<string, unknown>): Scheduled => ({
  ...(typeof section.visibleFrom === 'string' ? { visibleFrom: section.visibleFrom } : {}),
  ...(typeof section.visibleUntil === 'string' ? { visibleUntil: section.visibleUntil } : {}),
});

export function checkReferences(data: unknown, reporter: Reporter, options: ReferenceCheckOptions): void {
  const pages = isRecord(data) && isRecord(data.pages) ? data.pages : {};
  const notFound = isRecord(data) && isRecord(data.notFound) ? data.notFound : {};
  const sectionsOf = (page: unknown): Record<string, unknown>[] =>
    isRecord(page) && Array.isArray(page.sections) ? page.sections.filter(isRecord) : [];

  const pagesByPath = new Map<string, PageTargets>();
  for (const [name, page] of Object.entries(pages)) {
    if (!isRecord(page) || typeof page.path !== 'string') continue;
    const other = pagesByPath.get(page.path);
    const sections = new Map<string, Scheduled>();
    for (const section of sectionsOf(page)) if (typeof section.id === 'string') sections.set(section.id, asScheduled(section));
    if (other) {
      reporter.report('page-path', {
        path: ['pages', name, 'path'],
        message: `The address "${page.path}" is already used by the page "${other.name}".`,
        hint: 'give each page its own path',
      });
    } else pagesByPath.set(page.path, { name, sections });
  }
  if (Object.keys(pages).length && !pagesByPath.has('/')) {
    reporter.report('page-path', { path: ['pages'], message: 'There is no home page.', hint: 'add a page with path: /' });
  }

  // Section ids are unique across the whole site, so anchors and tests can name them.
  const idOwners = new Map<string, string>();
  const sectionLists: [PathSegment[], Record<string, unknown>[]][] = [
    ...Object.entries(pages).map(([name, page]): [PathSegment[], Record<string, unknown>[]] => [
      ['pages', name, 'sections'],
      sectionsOf(page),
    ]),
    [['notFound', 'sections'], sectionsOf(notFound)],
  ];
  for (const [listPath, sections] of sectionLists) {
    sections.forEach((section, index) => {
      if (typeof section.id !== 'string') return;
      const owner = idOwners.get(section.id);
      const path = [...listPath, index, 'id'];
      if (owner) {
        reporter.report('unique-id', {
          path,
          message: `The section id "${section.id}" is already used by ${owner}.`,
          hint: 'section ids must be unique on the site',
        });
      } else idOwners.set(section.id, formatPath(path.slice(0, -1)));
    });
  }

  const checkTarget = (target: string, path: PathSegment[]) => {
    if (externalTarget.test(target)) return;
    if (!target.startsWith('/')) {
      reporter.report('link-target', {
        path,
        message: `The link "${target}" does not lead anywhere.`,
        hint: 'links start with /, https://, mailto: or tel:',
      });
      return;
    }
    const [pathPart, fragment] = target.split('#', 2) as [string, string | undefined];
    const page = pagesByPath.get(pathPart || '/');
    if (!page) {
      const guess = closestMatch(pathPart, [...pagesByPath.keys()]);
      reporter.report('link-target', {
        path,
        message: `The link "${target}" goes to a page that does not exist.`,
        hint: guess ? `did you mean "${guess}"?` : `pages are ${listWords([...pagesByPath.keys()])}`,
      });
      return;
    }
    if (fragment === undefined) return;
    const section = page.sections.get(fragment);
    if (!section) {
      const guess = closestMatch(fragment, [...page.sections.keys()]);
      reporter.report('link-target', {
        path,
        message: `The link "${target}" points at a section "${fragment}" that the page "${page.name}" does not have.`,
        hint: guess ? `did you mean "#${guess}"?` : `sections on that page are ${listWords([...page.sections.keys()])}`,
      });
    } else if (!isVisibleOn(section, options.day)) {
      reporter.report('link-hidden-section', {
        path,
        message: `The link "${target}" points at the section "${fragment}", which is not shown on ${options.day} (it is shown ${describeWindow(section)}).`,
        hint: "remove the link until the section is shown, or change the section's dates",
      });
    }
  };

  // The helpline names the page it shows on; a page that does not exist would hide it everywhere.
  const compliance = isRecord(data) && isRecord(data.compliance) ? data.compliance : {};
  const helplinePage = isRecord(compliance.helpline) ? compliance.helpline.page : undefined;
  if (typeof helplinePage === 'string') checkTarget(helplinePage, ['compliance', 'helpline', 'page']);

  walk(data, (value, path, key) => {
    if (typeof value === 'string') {
      if (key === 'to') checkTarget(value, path);
      for (const target of inlineLinkTargets(value)) checkTarget(target, path);
      if (imagePath.test(value) && options.imageExists && !options.imageExists(value)) {
        reporter.report('image-missing', {
          path,
          message: `The image file "${value}" does not exist.`,
          hint: `put the file at public${value} or fix the path`,
        });
      }
      if (mediaPath.test(value) && options.imageExists && !options.imageExists(value)) {
        reporter.report('media-missing', {
          path,
          message: `The file "${value}" does not exist.`,
          hint: `put the file at public${value} or fix the path`,
        });
      }
      return;
    }
    if (isRecord(value) && 'src' in value) {
      const hasAlt = typeof value.alt === 'string' && value.alt.trim() !== '';
      if (!hasAlt && value.decorative !== true) {
        reporter.report('image-alt', {
          path,
          message: 'This image has no alt text.',
          hint: 'add alt: a few words saying what it shows, or decorative: true if it is only decoration',
        });
      } else if (hasAlt && value.decorative === true) {
        reporter.report('image-alt', {
          path,
          message: 'This image has alt text and is marked decorative.',
          hint: 'keep one: alt for a meaningful image, decorative: true for decoration',
        });
      }
    }
  });
}
