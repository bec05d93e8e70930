// npm run translations [-- options] [file]: what is left to translate in site.yaml's Hindi file.
//   (no option)        how many texts there are, how many are translated, missing or out of date
//   --missing          every text with no Hindi yet: site.yaml:LINE  key  the English
//   --stale            every Hindi made from English that has changed since, with both Englishes
//   --list             every text to translate: key, then the English (tab-separated)
//   --write-missing    add an entry (en: the English, hi: "") for each missing text to site.hi.yaml,
//                      in site.yaml's order, ready for the translator
//   --tidy             after a list changed (a review deleted, slides reordered): give each entry the
//                      key of the place its English is at now, and delete entries site.yaml no longer uses
// `npm run validate` reports the same problems at their lines; docs/translating.md explains the file.
import { finishProcess } from './command-outcome.ts';
import { translationsCommand } from './translations-command.ts';

finishProcess(translationsCommand(process.argv.slice(2)));
