// The site in another language, made from site.yaml and its translation file (site.hi.yaml): every
// visible text replaced by its translation, every link to a page of the site moved under the
// language's prefix (/about -> /hi/about, /#games -> /hi#games), and the page language set. Settings
// (timings, images, form rules) exist once, in site.yaml, so the two sites cannot drift apart.
// A text with no translation yet stays in English and is listed, so the page can mark it lang="en".
// So does a text whose English has changed since it was translated (validate warns about both):
// the old Hindi may say what the English no longer says (a policy clause, another review's words).
import type { PathSegment } from '../problem.ts';
import { isTranslated } from './not-translated.ts';
import { parseTranslationFile, translationFinder } from './translation-file.ts';
import { visibleStrings } from './visible-strings.ts';

export interface Language {
  /** The code in addresses and file names: hi (site.hi.yaml, /hi/about). */
  code: string;
  /** The page language, as <html lang> and hreflang say it: hi-IN. */
  lang: string;
}

export const hindi: Language = { code: 'hi', lang: 'hi-IN' };

export interface LocalizedData {
  data: unknown;
  /** The English texts left in English because they have no translation yet. */
  untranslated: string[];
  /** How many texts were translated. */
  translated: number;
}

/** The address of a page of the site in the language with this prefix: / -> /hi, /about#x -> /hi/about#x. */
export function prefixedPath(to: string, prefix: string): string {
  if (!prefix) return to;
  const hash = to.indexOf('#');
  const path = hash < 0 ? to : to.slice(0, hash);
  const rest = hash < 0 ? '' : to.slice(hash);
  return (path === '/' || path === '' ? prefix : prefix + path) + rest;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function setAt(data: unknown, segments: readonly PathSegment[], value: string): void {
  let node = data as Record<PathSegment, unknown>;
  for (const segment of segments.slice(0, -1)) node = node[segment] as Record<PathSegment, unknown>;
  node[segments[segments.length - 1]] = value;
}

/** The paths of the site's pages, from the data as site.yaml has them. */
function pagePathsOf(data: unknown): Set<string> {
  const pages = isRecord(data) && isRecord(data.pages) ? data.pages : {};
  return new Set(
    Object.values(pages)
      .filter(isRecord)
      .map((page) => page.path)
      .filter((path): path is string => typeof path === 'string'),
  );
}

/** Rewrites every link to a page of the site, as a field (to: /about) and inside text ([words](/about)). */
function moveLinks(data: unknown, pagePaths: ReadonlySet<string>, prefix: string): unknown {
  const isPageLink = (to: string) => to.startsWith('/') && pagePaths.has(to.split('#')[0] || '/');
  const inText = (text: string) =>
    text.replace(/\]\((\/[^)\s]*)\)/g, (whole, to: string) => (isPageLink(to) ? `](${prefixedPath(to, prefix)})` : whole));
  const visit = (value: unknown): unknown => {
    if (typeof value === 'string') return isPageLink(value) ? prefixedPath(value, prefix) : inText(value);
    if (Array.isArray(value)) return value.map(visit);
    if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, visit(child)]));
    return value;
  };
  return visit(data);
}

/**
 * The parsed site.yaml (schema-valid, before the schedule is applied: translation keys count list
 * items as the file has them) in `language`, from the translation file's text.
 */
export function localizeSiteData(data: unknown, translationText: string, language: Language = hindi): LocalizedData {
  const find = translationFinder(parseTranslationFile(translationText).entries);
  const copy: unknown = structuredClone(data);
  const untranslated = new Set<string>();
  let translated = 0;
  for (const { key, segments, text } of visibleStrings(data)) {
    if (!isTranslated(key)) continue;
    const translation = find(key, text)?.hi?.trim();
    if (translation) {
      setAt(copy, segments, translation);
      translated++;
    } else {
      untranslated.add(text);
    }
  }
  const moved = moveLinks(copy, pagePathsOf(data), `/${language.code}`);
  if (isRecord(moved) && isRecord(moved.brand)) moved.brand.lang = language.lang;
  return { data: moved, untranslated: [...untranslated], translated };
}
