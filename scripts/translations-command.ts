// The whole of npm run translations (scripts/translations.ts says what it does), as a function of its
// arguments and environment that returns what it prints and its exit code.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parse, parseDocument } from 'yaml';
import { formatProblem } from '../src/content/problem.ts';
import { checkTranslations } from '../src/content/translations/check-translations.ts';
import { isTranslated } from '../src/content/translations/not-translated.ts';
import { translationFileFor } from '../src/content/translations/translation-files.ts';
import { visibleStrings } from '../src/content/translations/visible-strings.ts';
import { writeMissing } from '../src/content/translations/write-missing.ts';
import { tidyEntries } from '../src/content/translations/tidy-entries.ts';
import { CommandOutput, parseCommandArgs, siteFileAsTyped, type CommandOutcome } from './command-outcome.ts';

/** Why YAML cannot read a file into data, in its first line; undefined when it can. */
function unreadable(text: string): string | undefined {
  const doc = parseDocument(text, { prettyErrors: false });
  if (doc.errors.length) return doc.errors[0].message.split('\n')[0];
  try {
    doc.toJS();
    return undefined;
  } catch (error) {
    return (error as Error).message.split('\n')[0];
  }
}

export function translationsCommand(args: readonly string[], env: NodeJS.ProcessEnv = process.env): CommandOutcome {
  const output = new CommandOutput();
  const parsed = parseCommandArgs(
    args,
    {
      missing: { type: 'boolean', default: false },
      stale: { type: 'boolean', default: false },
      list: { type: 'boolean', default: false },
      'write-missing': { type: 'boolean', default: false },
      tidy: { type: 'boolean', default: false },
    },
    'npm run translations -- [--missing] [--stale] [--list] [--write-missing] [--tidy] [file]',
    output,
  );
  if (!parsed) return output.exit(2);
  const { values, positionals } = parsed;

  const { file: siteFile, name: siteName, nameOf } = siteFileAsTyped(positionals[0], env);
  const hiFile = translationFileFor(siteFile);
  const hiName = nameOf(hiFile);
  const siteText = readFileSync(siteFile, 'utf8');
  const hiText = existsSync(hiFile) ? readFileSync(hiFile, 'utf8') : '';

  for (const [name, text] of [
    [siteName, siteText],
    [hiName, hiText],
  ]) {
    const why = unreadable(text);
    if (why) {
      output.error(`${name} cannot be read yet (${why}). npm run validate shows the line to fix; then run this again.`);
      return output.exit(1);
    }
  }

  if (values.list) {
    for (const text of visibleStrings(parse(siteText)).filter((t) => isTranslated(t.key))) output.log(`${text.key}\t${text.text}`);
    return output.exit(0);
  }

  if (values['write-missing']) {
    const { text, added } = writeMissing(siteText, hiText);
    if (added.length) writeFileSync(hiFile, text);
    output.log(
      added.length
        ? `Added ${added.length} entr${added.length === 1 ? 'y' : 'ies'} with an empty hi: to ${hiName}; write the Hindi there.`
        : `${hiName} already has an entry for every text.`,
    );
    return output.exit(0);
  }

  if (values.tidy) {
    const { text, moved, removed } = tidyEntries(siteText, hiText);
    if (text !== hiText) writeFileSync(hiFile, text);
    for (const { from, to } of moved) output.log(`moved    ${from} -> ${to}`);
    for (const { key, en } of removed)
      output.log(`deleted  ${key}${en === undefined ? '' : `  (${JSON.stringify(en)}, no longer in ${siteName})`}`);
    output.log(
      moved.length || removed.length
        ? `${hiName}: ${moved.length} entr${moved.length === 1 ? 'y' : 'ies'} moved to the place of their English, ${removed.length} deleted. git diff shows the change.`
        : `${hiName}: every entry is at the place of its English already.`,
    );
    return output.exit(0);
  }

  const report = checkTranslations(siteText, hiText, { siteFileName: siteName, translationFileName: hiName });
  if (values.missing) {
    for (const p of report.site.filter((p) => p.rule === 'translation-missing')) output.log(formatProblem(siteName, p));
  }
  if (values.stale) {
    for (const p of report.translations.filter((p) => p.rule === 'translation-stale')) output.log(formatProblem(hiName, p));
  }
  // Entries out of place (their text moved in site.yaml; the page uses them all the same) and entries
  // of texts that are gone: --tidy sorts both. The stale ones the page cannot use are counted above.
  const misplaced =
    report.translations.filter((p) => p.rule === 'translation-stale').length -
    report.stale +
    report.translations.filter((p) => p.rule === 'translation-unused').length;
  const other = report.translations.filter((p) => p.rule !== 'translation-stale' && p.rule !== 'translation-unused').length;
  output.log(
    `${report.total} texts to translate: ${report.translated} translated, ${report.missing} missing, ${report.stale} out of date` +
      `${misplaced ? `; ${misplaced} entr${misplaced === 1 ? 'y' : 'ies'} to move or delete (npm run translations -- --tidy does it)` : ''}` +
      `${other ? `; ${other} other problem${other === 1 ? '' : 's'} (npm run validate shows them)` : ''}.`,
  );
  return output.exit(0);
}
