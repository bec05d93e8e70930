// The whole of npm run validate (scripts/validate.ts says what it prints), as a function of its
// arguments and environment that returns what it prints and its exit code.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildDayFromEnv, lintLevelsFromEnv, loadSiteFile } from '../src/content/load-site-file.ts';
import type { LoadResult } from '../src/content/load-site.ts';
import type { Problem } from '../src/content/problem.ts';
import { isAdvice } from '../src/content/lint/rules.ts';
import { outputFormats, type OutputFormat } from '../src/content/problem-format.ts';
import { checkTranslationFiles, formatFileProblems, translationFileFor } from '../src/content/translations/translation-files.ts';
import { CommandOutput, parseCommandArgs, siteFileAsTyped, type CommandOutcome } from './command-outcome.ts';

export function validateCommand(args: readonly string[], env: NodeJS.ProcessEnv = process.env): CommandOutcome {
  const output = new CommandOutput();
  const parsed = parseCommandArgs(
    args,
    { format: { type: 'string', default: 'human' }, strict: { type: 'boolean', default: false } },
    'npm run validate -- [file] [--format human|github|json] [--strict]',
    output,
  );
  if (!parsed) return output.exit(2);
  const { values, positionals } = parsed;
  const format = values.format as OutputFormat;
  if (!outputFormats.includes(format)) {
    output.error(`--format must be one of ${outputFormats.join(', ')}, not "${values.format}".`);
    return output.exit(2);
  }

  const { file, name } = siteFileAsTyped(positionals[0], env);
  let result: LoadResult;
  try {
    result = loadSiteFile(file, undefined, buildDayFromEnv(env), lintLevelsFromEnv(env));
  } catch (error) {
    result = {
      ok: false,
      problems: [
        {
          severity: 'error',
          line: 1,
          col: 1,
          path: '(file)',
          message: `The file could not be checked: ${(error as Error).message}`,
          rule: 'file-read',
        },
      ],
    };
  }

  // The translation is compared with a sound site.yaml only: with a section's type mistyped or a
  // list emptied by mistake, every Hindi entry of it would be reported as one to delete.
  const translation = result.ok ? checkTranslationFiles(file, name, { strict: values.strict }) : undefined;
  const strictly = (list: readonly Problem[]): Problem[] =>
    values.strict
      ? list.map((p) =>
          p.severity === 'warning' && !isAdvice(p.rule) ? { ...p, severity: 'error', message: `${p.message} (an error with --strict)` } : p,
        )
      : [...list];
  const siteProblems = strictly([...result.problems, ...(translation?.report.site ?? [])]);
  if (translation) translation.problems = strictly(translation.problems);
  const lines = formatFileProblems(format, [{ name, problems: siteProblems }, ...(translation ? [translation] : [])]);
  const problems = [...siteProblems, ...(translation?.problems ?? [])];
  const errors = problems.filter((p) => p.severity === 'error').length;
  const warnings = problems.length - errors;
  const ok = result.ok && errors === 0;
  const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

  if (format !== 'human') {
    for (const line of lines) output.log(line);
    return output.exit(ok ? 0 : 1);
  }
  for (const line of lines) output.error(line);
  // result.ok is tested too so that the branch below knows result.site is there.
  if (!ok || !result.ok) {
    const failing = (list: readonly { severity: string }[]) => list.some((p) => p.severity === 'error');
    const where = [failing(siteProblems) ? name : '', translation && failing(translation.problems) ? translation.name : '']
      .filter(Boolean)
      .join(' and ');
    output.error(
      `\n${count(errors, 'problem')}${warnings ? ` and ${count(warnings, 'warning')}` : ''} found in ${where}. Fix them and run npm run validate again.`,
    );
    // The brand rules read the typed site, so they wait for the shape to be right (load-site.ts).
    if (result.problems.some((p) => p.rule.startsWith('schema/')))
      output.error('The brand checks (docs/lint-rules.md) run once the file matches the schema.');
    if (!result.ok && existsSync(translationFileFor(file)))
      output.error(`${path.basename(translationFileFor(file))} (the Hindi) is checked once ${path.basename(file)} has no errors.`);
    return output.exit(1);
  }
  output.log(
    `${name} is valid: ${count(Object.keys(result.site.pages).length, 'page')}${warnings ? `, with ${count(warnings, 'warning')} above` : ''}.`,
  );
  if (translation)
    output.log(`${translation.name}: ${translation.report.translated} of ${count(translation.report.total, 'text')} translated.`);
  return output.exit(0);
}
