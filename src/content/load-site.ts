// The one loader of site.yaml, used by the build, the dev server, `npm run validate` and the tests:
// parse keeping positions, check the schema, check references, lint, then apply the schedule.
// Every problem, not the first.
import { LineCounter, parseDocument } from 'yaml';
import type { Site } from './site.generated.ts';
import type { PathSegment, Problem } from './problem.ts';
import { sortProblems } from './problem.ts';
import { syntaxProblem } from './yaml-syntax/syntax-problem.ts';
import { checkYamlAnchors } from './lint/yaml-anchors.ts';
import { SourceMap } from './source-map.ts';
import { checkSchema } from './schema-check.ts';
import { takeTextAsWritten } from './text-as-written.ts';
import { checkReferences } from './lint/reference-check.ts';
import { checkCutText } from './lint/cut-text-check.ts';
import { checkTexts } from './lint/text-checks.ts';
import { checkTypographicQuotes, checkUnquotedPhones } from './lint/pasted-forms.ts';
import { Reporter, type LevelOverrides } from './lint/reporter.ts';
import { lintSite } from './lint/lint.ts';
import { futureProblems } from './lint/future-days.ts';
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
  | {
      ok: true;
      site: Site;
      /** Every section as it is in site.yaml, whatever its dates (the dev gallery lists them all). */
      unscheduled: Site;
      problems: Problem[];
    }
  | { ok: false; problems: Problem[] };

export function loadSite(text: string, options: LoadOptions = {}): LoadResult {
  const day = options.day ?? todayInIndia();
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const source = new SourceMap(doc, lines, text);

  const syntax = syntaxProblem(text, doc, lines);
  if (syntax) return { ok: false, problems: [syntax] };

  const reporter = new Reporter(source, options.levels);
  // An alias cannot even be turned into data (toJS throws on one it cannot resolve), so the file
  // stops here with the alias named.
  if (checkYamlAnchors(doc, text, source, reporter)) return { ok: false, problems: sortProblems(reporter.problems) };
  const asWritten: { path: PathSegment[]; written: string }[] = [];
  const data: unknown = takeTextAsWritten(doc.toJS(), doc, text, asWritten);
  checkCutText(doc, reporter);
  checkUnquotedPhones(asWritten, reporter);
  checkTypographicQuotes(data, doc, reporter);
  checkTexts(data, reporter);
  const schemaProblems = checkSchema(data, source);
  checkReferences(data, reporter, { imageExists: options.imageExists, day });
  // The brand rules read the typed site, so they wait for a schema-valid file.
  let future: Problem[] = [];
  if (!schemaProblems.length) {
    lintSite(data as Site, reporter, { day, imageBytes: options.imageBytes });
    // The same day-dependent checks on every later day the schedule changes something.
    future = futureProblems(data as Site, day, reporter.problems, (later) => {
      const then = new Reporter(source, options.levels);
      checkReferences(data, then, { day: later });
      lintSite(data as Site, then, { day: later });
      return then.problems;
    });
  }

  const problems = sortProblems([...schemaProblems, ...reporter.problems, ...future]);
  if (problems.some((p) => p.severity === 'error')) return { ok: false, problems };
  // Only data that passed every check is handed on as a typed Site.
  const checked = options.transform ? options.transform(data as Site) : (data as Site);
  return { ok: true, site: applySchedule(checked, day), unscheduled: data as Site, problems };
}
