// Node side of the loader: reads the file, knows where public/ images live and which day it is.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { formatProblem } from './problem.ts';
import { loadSite, type LoadOptions, type LoadResult } from './load-site.ts';
import { lintRules, type RuleId, type RuleLevel } from './lint/rules.ts';
import type { LevelOverrides } from './lint/reporter.ts';
import type { Site } from './site.generated.ts';
import { hindi, localizeSiteData, type Language } from './translations/localize-site.ts';
import { translationFileFor } from './translations/translation-files.ts';
import { checkTranslations } from './translations/check-translations.ts';

export const projectRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
/**
 * The site file: site.yaml, or SITE_YAML when set (the test site under tests/fixtures/ is built
 * and served that way; relative to the project folder).
 */
export const defaultSitePath = process.env.SITE_YAML
  ? path.resolve(projectRoot, process.env.SITE_YAML)
  : path.join(projectRoot, 'site.yaml');

/**
 * Rule levels that differ from src/content/lint/rules.ts, from LINT_LEVELS, e.g.
 * LINT_LEVELS=spec-value=off (the test site runs with fast timings the spec would not allow).
 */
export function lintLevelsFromEnv(env: NodeJS.ProcessEnv = process.env): LevelOverrides {
  const levels: LevelOverrides = {};
  for (const entry of (env.LINT_LEVELS ?? '').split(',').filter((part) => part.trim())) {
    const [rule, level] = entry.split('=').map((part) => part.trim());
    if (!(rule in lintRules)) throw new Error(`LINT_LEVELS names "${rule}", which is not a rule of docs/lint-rules.md.`);
    if (level !== 'error' && level !== 'warning' && level !== 'off')
      throw new Error(`LINT_LEVELS: "${rule}" needs error, warning or off, not "${level}".`);
    levels[rule as RuleId] = level satisfies RuleLevel;
  }
  return levels;
}

/**
 * The build day from SITE_DATE (YYYY-MM-DD), so a test or a preview can build the site as it will
 * be on another day; undefined means today in India.
 */
export function buildDayFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const value = env.SITE_DATE?.trim();
  if (!value) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) {
    throw new Error(`SITE_DATE must be a day written year-month-day, e.g. 2026-10-20, not "${value}".`);
  }
  return value;
}

export function loadSiteFile(
  file = defaultSitePath,
  publicDir = path.join(projectRoot, 'public'),
  day = buildDayFromEnv(),
  levels: LevelOverrides = lintLevelsFromEnv(),
  transform?: (data: Site) => Site,
): LoadResult {
  return loadSite(readFileSync(file, 'utf8'), { ...publicFiles(publicDir), day, levels, transform });
}

/** The loader's questions about images, answered from the files under `publicDir`. */
export function publicFiles(publicDir = path.join(projectRoot, 'public')): Pick<LoadOptions, 'imageExists' | 'imageBytes'> {
  const inPublic = (src: string) => path.join(publicDir, src);
  return {
    imageExists: (src) => existsSync(inPublic(src)),
    imageBytes: (src) => statSync(inPublic(src), { throwIfNoEntry: false })?.size,
  };
}

export class SiteConfigError extends Error {
  constructor(
    readonly report: string,
    readonly fileName = 'site.yaml',
  ) {
    super(`${fileName} has problems:\n${report}`);
    this.name = 'SiteConfigError';
  }
}

/**
 * Loads site.yaml as it is on the build day, or throws one error listing every problem, each at
 * its line and column. Warnings do not stop it; the build prints them.
 */
export function requireSite(
  file = defaultSitePath,
  onWarnings?: (report: string) => void,
  levels?: LevelOverrides,
  transform?: (data: Site) => Site,
): Site {
  const result = loadSiteFile(file, undefined, undefined, levels, transform);
  const name = path.relative(process.cwd(), file) || file;
  if (!result.ok) throw new SiteConfigError(result.problems.map((p) => formatProblem(name, p)).join('\n'));
  if (result.problems.length && onWarnings) onWarnings(result.problems.map((p) => formatProblem(name, p)).join('\n'));
  return result.site;
}

/** site.yaml with every section, whatever its dates, or the same error as requireSite (dev gallery). */
export function requireUnscheduledSite(file = defaultSitePath, levels?: LevelOverrides): Site {
  const result = loadSiteFile(file, undefined, undefined, levels);
  const name = path.relative(process.cwd(), file) || file;
  if (!result.ok) throw new SiteConfigError(result.problems.map((p) => formatProblem(name, p)).join('\n'));
  return result.unscheduled;
}

export interface LocalizedSite {
  site: Site;
  language: Language;
  /** English texts shown because they have no translation yet (marked lang="en" on the page). */
  untranslated: string[];
  translated: number;
}

/**
 * The site in Hindi, from site.hi.yaml beside the site file, as it is on the build day; undefined
 * when there is no such file (a site in one language). Throws like requireSite for site.yaml's own
 * errors, and for the translation file's errors (a file YAML cannot read, placeholders or links
 * that differ, text cut by " #"): the Hindi pages would be wrong. Missing and out-of-date
 * translations are warnings (validate lists them); those texts show in English.
 */
export function requireLocalizedSite(
  file = defaultSitePath,
  levels?: LevelOverrides,
  language: Language = hindi,
): LocalizedSite | undefined {
  const translationFile = translationFileFor(file, language.code);
  if (!existsSync(translationFile)) return undefined;
  const text = readFileSync(translationFile, 'utf8');
  let untranslated: string[] = [];
  let translated = 0;
  const site = requireSite(file, undefined, levels, (data) => {
    const localized = localizeSiteData(data, text, language);
    untranslated = localized.untranslated;
    translated = localized.translated;
    return localized.data as Site;
  });
  const siteName = path.relative(process.cwd(), file) || file;
  const translationName = path.relative(process.cwd(), translationFile) || translationFile;
  const report = checkTranslations(readFileSync(file, 'utf8'), text, { siteFileName: siteName, translationFileName: translationName });
  const errors = [
    ...report.site.filter((problem) => problem.severity === 'error').map((problem) => formatProblem(siteName, problem)),
    ...report.translations.filter((problem) => problem.severity === 'error').map((problem) => formatProblem(translationName, problem)),
  ];
  if (errors.length) throw new SiteConfigError(errors.join('\n'), translationName);
  return { site, language, untranslated, translated };
}
