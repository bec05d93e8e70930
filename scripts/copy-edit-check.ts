// npm run test:copy-edits: the proof that a marketer's copy edit leaves the tests green. Writes
// site.yaml with ten pieces of copy changed (tests/copy-edits.ts) to build/copy-edited/site.yaml,
// with site.hi.yaml beside it as it is (a marketer edits the English alone: the ten Hindi texts are
// then out of date, warnings that validate prints), and runs the whole of `npm test` with SITE_YAML
// pointing at it, so validate, both builds and every test run as they would on the edited file.
// Exits with npm test's code.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../src/content/load-site-file.ts';
import { applyCopyEdits } from '../tests/copy-edits.ts';
import { translationFileFor } from '../src/content/translations/translation-files.ts';

const file = path.join(projectRoot, 'build/copy-edited/site.yaml');
const { text, changed } = applyCopyEdits(readFileSync(path.join(projectRoot, 'site.yaml'), 'utf8'));
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, text);
copyFileSync(translationFileFor(path.join(projectRoot, 'site.yaml')), translationFileFor(file));
for (const change of changed) console.log(`${change.what}: ${JSON.stringify(change.from)} -> ${JSON.stringify(change.to)}`);
console.log(`\nnpm test on ${path.relative(projectRoot, file)}:\n`);
const result = spawnSync('npm', ['test'], { cwd: projectRoot, stdio: 'inherit', env: { ...process.env, SITE_YAML: file } });
process.exit(result.status ?? 1);
