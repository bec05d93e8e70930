// npm run validate [file] [--format human|github|json]: checks site.yaml and prints every problem.
//   human (default)  file:LINE:COL  path  sentence  (hint), on stderr, and a summary
//   github           ::error / ::warning annotations on stdout, for GitHub Actions
//   json             one JSON list of {severity, file, line, col, path, message, hint, rule}
// With site.hi.yaml beside the file it checks the Hindi too (docs/translating.md).
// --strict makes every warning an error, a missing or out-of-date translation included: the gate
// for a release that must be complete in Hindi (npm test runs validate without it, so a copy edit
// whose Hindi is not yet updated stays a printed warning, not a red suite). Advice on
// wording (rules marked `advice` in src/content/lint/rules.ts) stays a warning: the words are the
// operator's to weigh.
// Exits 1 when there is an error; warnings alone are printed and exit 0.
import { finishProcess } from './command-outcome.ts';
import { validateCommand } from './validate-command.ts';

finishProcess(validateCommand(process.argv.slice(2)));
