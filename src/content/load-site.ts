// The one loader of site.yaml, used by the build, the dev server, `npm run validate` and the tests:
// parse keeping positions, check the schema, then check references. Every problem, not the first.
import { LineCounter, parseDocument } from 'yaml';
import type { Site } from './site.generated.ts';
import type { Problem } from './problem.ts';
import { formatPath, sortProblems } from './problem.ts';
import { SourceMap } from './source-map.ts';
import { checkSchema } from './schema-check.ts';
import { checkReferences, type ReferenceCheckOptions } from './reference-check.ts';
import { checkCutText } from './cut-text-check.ts';

export type LoadResult =
  | { ok: true; site: Site; problems: Problem[] }
  | { ok: false; problems: Problem[] };

export function loadSite(text: string, options: ReferenceCheckOptions = {}): LoadResult {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const source = new SourceMap(doc, lines);

  const syntax: Problem[] = [...doc.errors, ...doc.warnings].map((error) => ({
    severity: 'error',
    ...source.offsetToPosition(error.pos[0]),
    path: formatPath([]),
    message: `The file cannot be read here: ${error.message.split('\n')[0]}`,
    hint: 'check the indentation and the quotes on this line and the one above',
  }));
  if (syntax.length) return { ok: false, problems: sortProblems(syntax) };

  const data: unknown = doc.toJS();
  const problems = sortProblems([
    ...checkCutText(doc, source),
    ...checkSchema(data, source),
    ...checkReferences(data, source, options),
  ]);
  const errors = problems.filter((p) => p.severity === 'error');
  // Only data that passed every check is handed on as a typed Site.
  return errors.length ? { ok: false, problems } : { ok: true, site: data as Site, problems };
}
