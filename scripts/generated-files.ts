// Every file made from the schema and the section folders, with the text it should have. Written
// by `npm run types` (and at the start of a build or the dev server); a test fails when a
// committed one is stale.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bundlesDir, sectionFiles } from './section-catalog.ts';
import { generateSiteTypes, generatedTypesPath } from './site-types.ts';

export async function generatedFiles(): Promise<{ file: string; text: string }[]> {
  const sections = await sectionFiles();
  // The types follow the schema as it is about to be written, not as it was imported.
  const siteSchema = JSON.parse(sections[0].text) as Record<string, unknown>;
  return [...sections, { file: generatedTypesPath, text: await generateSiteTypes(siteSchema) }];
}

/** Files in src/sections/bundles/ that no bundle needs any more (a bundle's last section left it). */
export function leftoverBundles(expected: readonly string[]): string[] {
  if (!existsSync(bundlesDir)) return [];
  return readdirSync(bundlesDir)
    .map((name) => path.join(bundlesDir, name))
    .filter((file) => !expected.includes(file));
}

/** Writes the generated files that changed and removes leftovers; returns their paths from the project folder. */
export async function writeGeneratedFiles(root: string): Promise<string[]> {
  const changed: string[] = [];
  const files = await generatedFiles();
  for (const { file, text } of files) {
    if (existsSync(file) && readFileSync(file, 'utf8') === text) continue;
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    changed.push(path.relative(root, file));
  }
  for (const file of leftoverBundles(files.map((generated) => generated.file))) {
    rmSync(file);
    changed.push(`${path.relative(root, file)} (removed)`);
  }
  return changed;
}

/**
 * Whether a section folder was added, removed or changed since the generated files were written:
 * cheap (no type generation), so the build and the dev server can ask on every start.
 */
export async function sectionsChanged(): Promise<boolean> {
  const files = await sectionFiles();
  const stale = files.some(({ file, text }) => !existsSync(file) || readFileSync(file, 'utf8') !== text);
  return stale || leftoverBundles(files.map((generated) => generated.file)).length > 0;
}
