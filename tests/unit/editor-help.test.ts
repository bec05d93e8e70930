// What a marketer sees while typing site.yaml in VS Code, proven with the editor's own YAML
// language server (yaml-language-server over stdio, as the YAML extension runs it). The server
// finds the schema through the `# yaml-language-server: $schema=` line at the top of site.yaml and
// reads it from disk, so this needs no editor and no network.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSiteText } from '../fixture-site.ts';
import { sectionSchemas, type JsonSchema } from '../../src/content/schemas.ts';
import { sectionTypes as registryTypes } from '../../src/sections/registry.ts';
import { startYamlLanguageServer, type Diagnostic, type YamlLanguageClient } from './yaml-language-client.ts';

const original = fixtureSiteText;
const lines = original.split('\n');
const sectionTypes = [...registryTypes].sort();

/** Index of the first line matching `pattern` at or after line `from`. */
function lineOf(pattern: RegExp, from = 0): number {
  const index = lines.findIndex((line, i) => i >= from && pattern.test(line));
  if (index < 0) throw new Error(`site.yaml has no line matching ${pattern}`);
  return index;
}

/** site.yaml with `count` lines at `at` replaced by `added`. */
function edited(at: number, count: number, ...added: string[]): string {
  const copy = lines.slice();
  copy.splice(at, count, ...added);
  return copy.join('\n');
}

/** Hover text is Markdown: drop its escapes to compare with the schema's plain sentences. */
function plain(markdown: string): string {
  return markdown.replace(/\\([\\`*_{}[\]()#+\-.!|])/g, '$1');
}

function errorsOn(diagnostics: Diagnostic[], line: number): string[] {
  return diagnostics.filter((d) => d.range.start.line === line && d.severity === 1).map((d) => d.message);
}

const heroLine = lineOf(/^ {6}- type: hero$/);
const indent = ' '.repeat(lines[heroLine].indexOf('-'));

// One server for the file: starting it and compiling the schema is the slow part.
let editor: YamlLanguageClient;
beforeAll(async () => {
  editor = await startYamlLanguageServer();
}, 120_000);
afterAll(async () => {
  await editor?.stop();
}, 60_000);

describe('site.yaml in the editor (yaml-language-server)', { timeout: 120_000 }, () => {
  it('opens with no problems: the editor and npm run validate agree the file is valid', async () => {
    const diagnostics = await editor.open('tests/fixtures/site/site.yaml', original);
    expect(diagnostics.map((d) => `${d.range.start.line + 1}: ${d.message}`)).toEqual([]);
  });

  it("offers every section type at a new section's type:", async () => {
    await editor.change(edited(heroLine, 0, `${indent}- type: `));
    const items = await editor.completion({ line: heroLine, character: `${indent}- type: `.length });
    expect(items.map((item) => item.label).sort()).toEqual(sectionTypes);
  });

  it('offers an "Add a ..." snippet for every section type in a page\'s section list', async () => {
    await editor.change(edited(heroLine, 0, `${indent}- `));
    const items = await editor.completion({ line: heroLine, character: `${indent}- `.length });
    const snippetTypes = items
      .filter((item) => item.label.startsWith('Add '))
      .map((item) => /^type: (\w+)/.exec(item.insertText ?? '')?.[1])
      .sort();
    expect(snippetTypes).toEqual(sectionTypes);
  });

  it('offers "Add a review" in the list of reviews, and its text is the review shape', async () => {
    const reviewsLine = lineOf(/^ {8}reviews:$/, lineOf(/^ {6}- type: reviews$/));
    const itemIndent = ' '.repeat(10);
    await editor.change(edited(reviewsLine + 1, 0, `${itemIndent}- `));
    const items = await editor.completion({ line: reviewsLine + 1, character: `${itemIndent}- `.length });
    const review = items.find((item) => item.label === 'Add a review');
    expect(review?.insertText).toMatch(/^author: \$\{1:.+\}\n\s+text: /);
  });

  it("shows a field's help on hover", async () => {
    await editor.change(original);
    const reviews = sectionSchemas['src/sections/reviews/reviews.schema.json'];
    const autoplay = (reviews.properties as Record<string, JsonSchema>).autoplayMs;
    const expected = String(autoplay.markdownDescription ?? autoplay.description);
    const line = lineOf(/^ {8}autoplayMs: /, lineOf(/^ {6}- type: reviews$/));
    const text = plain(await editor.hover({ line, character: 10 }));
    expect(text).toContain(expected);
  });

  it("shows a section type's longer help on hover over its type", async () => {
    const reviews = sectionSchemas['src/sections/reviews/reviews.schema.json'];
    const line = lineOf(/^ {6}- type: reviews$/);
    const text = plain(await editor.hover({ line, character: lines[line].indexOf('reviews') + 2 }));
    // The first sentence of the section's longer description, whatever the server wraps it in.
    expect(text).toContain(String(reviews.markdownDescription).split('\n')[0].slice(0, 60));
  });

  it('underlines a misspelled field on its own line, naming it', async () => {
    const taglineLine = lineOf(/^ {8}tagline: /, heroLine);
    const diagnostics = await editor.change(edited(taglineLine, 1, lines[taglineLine].replace('tagline:', 'taglin:')));
    expect(errorsOn(diagnostics, taglineLine)).toEqual([expect.stringMatching(/taglin/)]);
    // The required tagline is now missing too; nothing is flagged anywhere else in the file.
    expect(diagnostics.every((d) => d.range.start.line === taglineLine || d.range.start.line === heroLine)).toBe(true);
  });

  it('underlines text where a number belongs, on its line', async () => {
    const line = lineOf(/^ {2}autoCloseMs: /);
    const diagnostics = await editor.change(edited(line, 1, '  autoCloseMs: soon'));
    expect(errorsOn(diagnostics, line)).toEqual([expect.stringMatching(/integer/i)]);
  });
});
