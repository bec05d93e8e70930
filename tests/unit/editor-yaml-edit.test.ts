// The editor's lossless writes: each edit of site.yaml changes only the lines of that edit, in the
// style they were written in, on a file in every style YAML allows (comments, anchors, flow maps,
// block scalars, every quoting) and on the test site.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { diffLines } from 'diff';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/content/load-site-file.ts';
import { applyEdit } from '../../src/editor/yaml-edit/edits.ts';
import { writeTranslation } from '../../src/editor/yaml-edit/translation-edits.ts';
import { fixtureSiteText } from '../fixture-site.ts';

const everyStyle = readFileSync(path.join(projectRoot, 'tests/fixtures/editor/every-style.yaml'), 'utf8');

/** The lines taken out and put in between two texts. */
function changes(before: string, after: string): { removed: string[]; added: string[] } {
  const parts = diffLines(before, after);
  const lines = (kind: 'removed' | 'added') =>
    parts.filter((part) => part[kind]).flatMap((part) => part.value.replace(/\n$/, '').split('\n'));
  return { removed: lines('removed'), added: lines('added') };
}

describe('setting a value', () => {
  const cases: [string, (string | number)[], string | number, string][] = [
    ['a plain value, its comment kept', ['settings', 'retries'], 4, '  retries:   4           # extra spaces before a comment'],
    ['a single-quoted value', ['settings', 'label'], "it's here", "  label: 'it''s here'"],
    ['a double-quoted value', ['settings', 'note'], 'now "plain"', '  note: "now \\"plain\\""'],
    ['an empty value', ['settings', 'empty'], 'filled', '  empty: "filled"'],
    ['a value in a flow map', ['flow-map', 'b'], 'deux', 'flow-map: { a: 1, b: "deux", c: [x, y] }'],
    ['a value in a flow list', ['flow-list', 1], 'zwei', 'flow-list: [one, \'zwei\', "three"]'],
    ['a list item', ['items', 0, 'name'], 'Premier', '  - name: Premier    # after a value'],
    ['the last line, with no line break', ['last'], 'finished', 'last: finished   # no line break at the end'],
  ];
  for (const [name, at, value, line] of cases) {
    it(`changes ${name} on its own line only`, () => {
      const after = applyEdit(everyStyle, { kind: 'set', path: at, value });
      expect(parse(after, { merge: true })).toMatchObject({});
      expect(changes(everyStyle, after).added).toEqual([line]);
      expect(changes(everyStyle, after).removed).toHaveLength(1);
    });
  }

  it('keeps a block scalar a block', () => {
    const after = applyEdit(everyStyle, { kind: 'set', path: ['literal'], value: 'One line\nand another\n' });
    expect(parse(after).literal).toBe('One line\nand another\n');
    expect(after).toContain('literal: |\n  One line\n  and another\n');
    expect(after.replace(/literal: \|\n[\s\S]*?\nfolded/, '')).toBe(everyStyle.replace(/literal: \|\n[\s\S]*?\nfolded/, ''));
  });

  it('quotes text YAML would read as something else', () => {
    const phone = applyEdit(everyStyle, { kind: 'set', path: ['items', 0, 'name'], value: '+911145678900' });
    expect(parse(phone).items[0].name).toBe('+911145678900');
    const yes = applyEdit(everyStyle, { kind: 'set', path: ['items', 0, 'name'], value: 'true' });
    expect(parse(yes).items[0].name).toBe('true');
    const colon = applyEdit(everyStyle, { kind: 'set', path: ['items', 0, 'name'], value: 'Note: new' });
    expect(parse(colon).items[0].name).toBe('Note: new');
  });

  it('adds a field that is not there after the last field of its group', () => {
    const after = applyEdit(everyStyle, { kind: 'set', path: ['items', 1, 'visibleFrom'], value: '2027-01-01' });
    expect(changes(everyStyle, after)).toEqual({ removed: [], added: ['    visibleFrom: 2027-01-01'] });
    expect(parse(after).items[1].visibleFrom).toBe('2027-01-01');
  });

  it('removes a field with its lines', () => {
    const after = applyEdit(everyStyle, { kind: 'unset', path: ['items', 0, 'tags'] });
    expect(changes(everyStyle, after)).toEqual({ removed: ['    tags: [a, b]'], added: [] });
  });
});

describe('list items', () => {
  it('moves an item with the comment above it, and nothing else', () => {
    const after = applyEdit(everyStyle, { kind: 'move', list: ['items'], from: 2, to: 0 });
    expect(parse(after).items.map((item: { name: string }) => item.name)).toEqual(['Third', 'First', 'Second']);
    expect(after).toContain('items:\n  # the third, after a blank line above\n  - name: "Third"');
    expect(changes(everyStyle, after).added.every((line) => everyStyle.includes(line))).toBe(true);
    // Moving it back gives the file back.
    expect(applyEdit(after, { kind: 'move', list: ['items'], from: 0, to: 2 })).toBe(everyStyle);
  });

  it('adds, duplicates and removes an item', () => {
    const added = applyEdit(everyStyle, { kind: 'insert', list: ['items'], index: 1, value: { name: 'New', text: 'Hello: there' } });
    expect(changes(everyStyle, added)).toEqual({ removed: [], added: ['  - name: New', '    text: "Hello: there"'] });
    const copied = applyEdit(everyStyle, { kind: 'duplicate', list: ['items'], index: 0 });
    expect(parse(copied).items[1]).toEqual(parse(everyStyle).items[0]);
    const removed = applyEdit(everyStyle, { kind: 'remove', list: ['items'], index: 1 });
    expect(parse(removed).items.map((item: { name: string }) => item.name)).toEqual(['First', 'Third']);
    expect(changes(everyStyle, removed).added).toEqual([]);
  });

  it('moves a section of the test site as whole lines', () => {
    const sections = parse(fixtureSiteText).pages.home.sections as { type: string }[];
    const reviews = sections.findIndex((section) => section.type === 'reviews');
    const games = sections.findIndex((section) => section.type === 'skillGames');
    const after = applyEdit(fixtureSiteText, { kind: 'move', list: ['pages', 'home', 'sections'], from: reviews, to: games });
    const moved = parse(after).pages.home.sections as { type: string }[];
    expect(moved[games].type).toBe('reviews');
    expect(moved[games + 1].type).toBe('skillGames');
    const { added, removed } = changes(fixtureSiteText, after);
    expect(added.length).toBe(removed.length);
  });
});

describe('writing a translation', () => {
  const hindi = 'first:\n  en: One\n  hi: "एक"\n\nthird:\n  en: Three\n  hi: ""\n';

  it('sets hi: of an entry in place, and en: when the English changed', () => {
    expect(writeTranslation(hindi, { key: 'third', en: 'Three', hi: 'तीन', order: [] })).toBe(hindi.replace('hi: ""', 'hi: "तीन"'));
    const after = writeTranslation(hindi, { key: 'first', en: 'One!', hi: 'एक!', order: [] });
    expect(parse(after).first).toEqual({ en: 'One!', hi: 'एक!' });
  });

  it("adds a new entry after the entry of the site's text before it", () => {
    const after = writeTranslation(hindi, { key: 'second', en: 'Two', hi: 'दो', order: ['first', 'second', 'third'] });
    expect(after).toBe('first:\n  en: One\n  hi: "एक"\n\nsecond:\n  en: Two\n  hi: दो\n\nthird:\n  en: Three\n  hi: ""\n');
  });
});
