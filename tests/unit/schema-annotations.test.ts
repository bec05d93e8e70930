// The editor help in the schema (examples, snippets, longer descriptions) is content a marketer
// copies from, so it must be right: every example and every filled-in snippet has to pass the same
// loader as site.yaml (shape, image files, links), and every section type must have its help.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { loadSite } from '../../src/content/load-site.ts';
import { projectRoot } from '../../src/content/load-site-file.ts';
import { fixtureLevels, fixtureSiteText } from '../fixture-site.ts';
import { formatProblem } from '../../src/content/problem.ts';
import { sectionSchemas, sectionTypeOf, siteSchema, supportSchemas, type JsonSchema } from '../../src/content/schemas.ts';
import { sectionTypeHelp } from '../../src/content/section-examples.ts';
import type { Section, Site } from '../../src/content/site.generated.ts';

const testSite = parse(fixtureSiteText) as Site;
const imageExists = (src: string) => existsSync(path.join(projectRoot, 'public', src));

/** Problems the real loader finds in site.yaml changed by `edit`, one line each. */
function problemsWith(edit: (site: Site) => void, day?: string): string[] {
  const site = structuredClone(testSite);
  edit(site);
  const result = loadSite(stringify(site), { imageExists, levels: fixtureLevels, ...(day ? { day } : {}) });
  return result.problems.filter((p) => p.severity === 'error').map((p) => formatProblem('site.yaml', p));
}

/**
 * A day the sections are all shown (the latest of their first days): an example of a dated
 * campaign, alone on its page, would otherwise leave the page empty outside its dates.
 */
function dayShowing(sections: readonly unknown[]): string | undefined {
  return (sections as { visibleFrom?: string }[])
    .map((section) => section.visibleFrom)
    .filter((day): day is string => typeof day === 'string')
    .sort()
    .at(-1);
}

/**
 * Places each section where a page can hold it: a hero in place of the home page's hero (the
 * only page it belongs on), anything else alone on a page of its own (a page has one title
 * section). Ids are made unique so they can sit beside the real ones.
 */
function withSections(sections: readonly unknown[]) {
  return (site: Site) => {
    sections.forEach((candidate, index) => {
      const section = { ...(candidate as Section), id: `annotation-check-${index}` };
      if (section.type === 'hero') {
        const home = Object.values(site.pages).find((page) => page.path === '/');
        const at = home?.sections.findIndex((existing) => existing.type === 'hero') ?? -1;
        if (!home || at < 0) throw new Error('site.yaml has no hero on its home page to stand in for');
        // Links such as /#home point at the real hero, so the stand-in keeps its id.
        home.sections[at] = { ...section, id: home.sections[at].id };
        return;
      }
      site.pages[`annotationCheck${index}`] = {
        path: `/annotation-check-${index}`,
        title: 'Check',
        description: 'Check',
        // A dated example gets an undated section after it, as a real page would have: alone,
        // its page would be empty from the day after it ends (a time bomb the loader reports).
        sections: section.visibleUntil
          ? [section, { type: 'decoration', id: `annotation-rest-${index}`, image: { src: '/images/divider-neon.svg', decorative: true } }]
          : [section],
      };
    });
  };
}

interface Snippet {
  label: string;
  description?: string;
  body: unknown;
}

/** Every defaultSnippets list in a schema, with the JSON path to the schema object holding it. */
function snippetsIn(node: unknown, at: string[] = []): { at: string[]; snippets: Snippet[] }[] {
  if (!node || typeof node !== 'object') return [];
  const record = node as Record<string, unknown>;
  const here = Array.isArray(record.defaultSnippets) ? [{ at, snippets: record.defaultSnippets as Snippet[] }] : [];
  const below = Object.entries(record)
    .filter(([key]) => key !== 'defaultSnippets' && key !== 'examples')
    .flatMap(([key, value]) => snippetsIn(value, [...at, key]));
  return [...here, ...below];
}

const placeholder = /\$\{\d+:([^}]*)\}|\$\{\d+\}|\$\d+/g;

/**
 * What a marketer gets by accepting a snippet and keeping its suggested words. The editor writes
 * each string of the snippet into the file as it is (only "true"/"false" get quotes, and a leading
 * ^ is dropped), so after the placeholders become their defaults the text is read as YAML: "2000"
 * becomes a number, and an unquoted "a: b" or " #" would break, as it would in the file.
 */
function fill(body: unknown): unknown {
  if (typeof body === 'string') {
    if (body === 'true' || body === 'false') return body;
    const raw = (body.startsWith('^') ? body.slice(1) : body).replace(
      placeholder,
      (_match, fallback: string | undefined) => fallback ?? '',
    );
    const read: unknown = parse(raw);
    // Text YAML reads differently from how it looks (cut at " #", say) is a snippet bug.
    if (typeof read === 'string' && read !== raw && !/^["']/.test(raw)) throw new Error(`the snippet text ${raw} is read as ${read}`);
    return read;
  }
  if (Array.isArray(body)) return body.map(fill);
  if (body && typeof body === 'object') return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, fill(value)]));
  return body;
}

const help = sectionTypeHelp();

/** The value, or a failure naming what the schema lacks. */
function found<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The schema has no ${what}`);
  return value;
}

describe('section examples', () => {
  it('every section type has at least one example, a longer description and an "add" snippet', () => {
    const lacking = help.flatMap(({ type, schemaId, examples, markdownDescription, description }) => [
      ...(examples.length ? [] : [`${type}: no examples`]),
      ...(markdownDescription !== description ? [] : [`${type}: no markdownDescription`]),
      ...(examples.every((example) => example.type === type) ? [] : [`${type}: an example of another type`]),
      ...(snippetsIn(sectionSchemas[schemaId]).some(({ at, snippets }) => at.length === 0 && snippets.length)
        ? []
        : [`${type}: no snippet`]),
    ]);
    expect(lacking).toEqual([]);
  });

  it.each(help.map((h) => [h.type, h] as const))('%s examples pass every check site.yaml must pass', (_type, { examples }) => {
    expect(problemsWith(withSections(examples), dayShowing(examples))).toEqual([]);
  });

  it('a broken example would be caught (the check above can fail)', () => {
    const [first] = help;
    const broken = { ...first.examples[0], surprise: true };
    expect(problemsWith(withSections([broken]))).toEqual([expect.stringContaining('"surprise" is not a field')]);
  });
});

describe('snippets', () => {
  it.each(Object.values(sectionSchemas).map((schema) => [sectionTypeOf(schema), schema] as const))(
    'the "add a %s section" snippet, filled in, is a valid section',
    (type, schema) => {
      const [root] = snippetsIn(schema).filter(({ at }) => at.length === 0);
      for (const snippet of root.snippets) {
        const section = fill(snippet.body) as Section;
        expect(section.type).toBe(type);
        expect(problemsWith(withSections([section]), dayShowing([section])), snippet.label).toEqual([]);
      }
    },
  );

  // A snippet for a list item (a review, a slide, ...) is checked added to the end of that list
  // in a copy of the section's first example.
  const itemSnippets = Object.values(sectionSchemas).flatMap((schema) =>
    snippetsIn(schema)
      .filter(({ at }) => at.length === 3 && at[0] === 'properties' && at[2] === 'items')
      .flatMap(({ at, snippets }) => snippets.map((snippet) => ({ type: sectionTypeOf(schema), list: at[1], snippet }))),
  );

  it('there are snippets to add a review, a slide and the other list items', () => {
    expect(itemSnippets.map(({ snippet }) => snippet.label)).toEqual(expect.arrayContaining(['Add a review', 'Add a slide']));
  });

  it.each(itemSnippets.map((item) => [item.snippet.label, item.type, item] as const))(
    '"%s" (%s), filled in, is valid',
    (_label, type, { list, snippet }) => {
      const example = found(
        help.find((h) => h.type === type),
        `help for ${type}`,
      ).examples[0] as unknown as Record<string, unknown[]>;
      const section = { ...example, [list]: [...example[list], fill(snippet.body)] };
      expect(problemsWith(withSections([section]))).toEqual([]);
    },
  );

  it('"Add a page" and "Add a link", filled in, are valid', () => {
    const [page] = found(
      snippetsIn(siteSchema).find(({ at }) => at.join('/') === '$defs/page'),
      'page snippets',
    ).snippets;
    const [link] = found(
      snippetsIn(supportSchemas['schemas/common.schema.json']).find(({ at }) => at.join('/') === '$defs/link'),
      'link snippets',
    ).snippets;
    expect(
      problemsWith((site) => {
        site.pages.newPage = fill(page.body) as Site['pages'][string];
        site.navigation.items.push(fill(link.body) as Site['navigation']['items'][number]);
      }),
    ).toEqual([]);
  });
});

describe('longer descriptions', () => {
  it('every top-level key of site.yaml has one for editors', () => {
    const properties = siteSchema.properties as Record<string, JsonSchema>;
    const without = Object.entries(properties)
      .filter(([, property]) => typeof property.markdownDescription !== 'string')
      .map(([key]) => key);
    expect(without).toEqual([]);
  });
});
