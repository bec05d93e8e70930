// npm run types: the schema's section choices, the section catalogue, the registry's loaders and
// the TypeScript types, from the section folders and the schema. With --if-sections-changed (the
// build and the dev server) it does nothing unless a section folder changed, so a new section
// type works from the next build or dev start without a separate step.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sectionsChanged, writeGeneratedFiles } from './generated-files.ts';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
if (!process.argv.includes('--if-sections-changed') || (await sectionsChanged())) {
  const written = await writeGeneratedFiles(root);
  console.log(written.length ? `wrote ${written.join(', ')}` : 'generated files are up to date');
}
