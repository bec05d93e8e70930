// npm run validate [file]: checks site.yaml and prints every problem as file:LINE:COL  path  sentence  (hint).
import path from 'node:path';
import { defaultSitePath, loadSiteFile } from '../src/content/load-site-file.ts';
import { formatProblem } from '../src/content/problem.ts';

const file = path.resolve(process.argv[2] ?? defaultSitePath);
const name = path.relative(process.cwd(), file) || file;
let result;
try {
  result = loadSiteFile(file);
} catch (error) {
  console.error(`${name}:1:1  (file)  The file could not be checked: ${(error as Error).message}`);
  process.exit(1);
}
for (const problem of result.problems) console.error(formatProblem(name, problem));
const errors = result.problems.filter((p) => p.severity === 'error').length;
if (!result.ok) {
  console.error(`\n${errors} problem${errors === 1 ? '' : 's'} found in ${name}. Fix them and run npm run validate again.`);
  process.exit(1);
}
console.log(`${name} is valid: ${Object.keys(result.site.pages).length} pages.`);
