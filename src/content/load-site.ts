// The one loader of site.yaml, used by the build, the dev server, `npm run validate` and the tests:
// parse keeping positions, check the schema, check references, lint, then apply the schedule.
// Every problem, not the first.
import { LineCounter, parseDocument } from 'yaml';
import type { Site } from './site.generated.ts';
import type { Problem } from './problem.ts';
import { formatPath, sortProblems } from './problem.ts';
import { SourceMap } from './source-map.ts';
import { checkSchema } from './schema-check.ts';
import { checkReferences } from './lint/reference-check.ts';
import { checkCutText } from './lint/cut-text-check.ts';
import { Reporter, type LevelOverrides } from './lint/reporter.ts';
import { lintSite } from './lint/lint.ts';
import { applySchedule, todayInIndia } from './schedule.ts';

export interface LoadOptions {
  /** Whether public/<src> exists; left out where there is no file system (the browser). */
  imageExists?: (src: string) => boolean;
  /** Size in bytes of public/<src>, for the image-size rule. */
  imageBytes?: (src: string) => number | undefined;
  /** The build day, YYYY-MM-DD (default: today in India): decides what the schedule shows. */
  day?: string;
  /** Rule levels that differ from src/content/lint/rules.ts (tests). */
  levels?: LevelOverrides;
  /**
   * Applied to the checked data before the schedule (the site in another language: translation
   * keys count list items as site.yaml has them, before dated items are taken out).
   */
  transform?: (data: Site) => Site;
}

export type LoadResult =
  /** `site` is the site as it is on the build day: content outside its dates is removed. */
  { ok: true; site: Site; problems: Problem[] } | { ok: false; problems: Problem[] };

export function loadSite(text: string, options: LoadOptions = {}): LoadResult {
  const day = options.day ?? todayInIndia();
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const source = new SourceMap(doc, lines);

  const syntax: Problem[] = [...doc.errors, ...doc.warnings].map((error) => ({
    severity: 'error',
    ...source.offsetToPosition(error.pos[0]),
    path: formatPath([]),
    message: `The file cannot be read here: ${error.message.split('\n')[0]}`,
    hint: 'check the indentation and the quotes on this line and the one above',
    rule: 'yaml-syntax',
  }));
  if (syntax.length) return { ok: false, problems: sortProblems(syntax) };

  const data: unknown = doc.toJS();
  const reporter = new Reporter(source, options.levels);
  checkCutText(doc, reporter);
  const schemaProblems = checkSchema(data, source);
  checkReferences(data, reporter, { imageExists: options.imageExists, day });
  // The brand rules read the typed site, so they wait for a schema-valid file.
  if (!schemaProblems.length) lintSite(data as Site, reporter, { day, imageBytes: options.imageBytes });

  const problems = sortProblems([...schemaProblems, ...reporter.problems]);
  if (problems.some((p) => p.severity === 'error')) return { ok: false, problems };
  // Only data that passed every check is handed on as a typed Site.
  const checked = options.transform ? options.transform(data as Site) : (data as Site);
  return { ok: true, site: applySchedule(checked, day), problems };
}
