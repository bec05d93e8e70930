// The whole of npm run validate (scripts/validate.ts says what it prints), as a function of its
// arguments and environment that returns what it prints and its exit code.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildDayFromEnv, lintLevelsFromEnv, publicFiles } from '../src/content/load-site-file.ts';
import type { Problem } from '../src/content/problem.ts';
import { outputFormats, type OutputFormat } from '../src/content/problem-format.ts';
import { formatFileProblems, translationFileFor } from '../src/content/translations/translation-files.ts';
import { validateTexts, type ValidateOutcome } from '../src/content/validate-texts.ts';
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
  const translationFile = translationFileFor(file);
  const translationName = path.join(path.dirname(name), path.basename(translationFile));
  let outcome: ValidateOutcome;
  try {
    outcome = validateTexts({
      siteText: readFileSync(file, 'utf8'),
      translationText: existsSync(translationFile) ? readFileSync(translationFile, 'utf8') : undefined,
      siteName: name,
      translationName,
      strict: values.strict,
      load: { ...publicFiles(), day: buildDayFromEnv(env), levels: lintLevelsFromEnv(env) },
    });
  } catch (error) {
    const problems: Problem[] = [
      {
        severity: 'error',
        line: 1,
        col: 1,
        path: '(file)',
        message: `The file could not be checked: ${(error as Error).message}`,
        rule: 'file-read',
      },
    ];
    outcome = { result: { ok: false, problems }, siteProblems: problems, errors: 1, warnings: 0, ok: false };
  }
  const { result, siteProblems, translation, errors, warnings, ok } = outcome;
  const lines = formatFileProblems(format, [{ name, problems: siteProblems }, ...(translation ? [translation] : [])]);
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
