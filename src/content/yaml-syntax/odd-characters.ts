// Characters a marketer cannot see or tell apart, named with their column: pasted from a word
// processor or a chat, they turn indentation or quotes into something YAML does not read as such.

export interface OddCharacter {
  /** 1-based column on its line. */
  col: number;
  char: string;
  name: string;
  fix: string;
}

const names: Record<string, { name: string; fix: string }> = {
  '\u00A0': { name: 'a non-breaking space', fix: 'delete it and type an ordinary space' },
  '\u200B': { name: 'an invisible zero-width space', fix: 'delete it (put the cursor after the character before and press Delete)' },
  '\u200C': { name: 'an invisible zero-width non-joiner', fix: 'delete it' },
  '\u200D': { name: 'an invisible zero-width joiner', fix: 'delete it' },
  '\u2060': { name: 'an invisible word joiner', fix: 'delete it' },
  '\uFEFF': { name: 'an invisible byte-order mark', fix: 'delete it' },
  '\t': { name: 'a tab', fix: 'replace it with spaces' },
  '\u201C': { name: 'a curly opening quote “', fix: 'use a straight double quote " to quote text' },
  '\u201D': { name: 'a curly closing quote ”', fix: 'use a straight double quote " to quote text' },
  '\u2018': { name: 'a curly opening quote ‘', fix: 'use a straight quote \' or " to quote text' },
  '\u2019': { name: 'a curly apostrophe ’', fix: 'put the whole text in double quotes' },
};

/** Every odd character on `line`, in order. */
export function oddCharacters(line: string): OddCharacter[] {
  const found: OddCharacter[] = [];
  [...line].reduce((col, char) => {
    const known = names[char];
    if (known) found.push({ col, char, ...known });
    return col + char.length;
  }, 1);
  return found;
}

/** Odd characters where YAML reads structure: the indentation and the key before the first ": ". */
export function oddCharactersInStructure(line: string): OddCharacter[] {
  const keyEnd = line.search(/:(\s|$)/);
  const indentEnd = line.length - line.replace(/^[\s\u00A0\u200B-\u200D\u2060\uFEFF]+/, '').length;
  const end = Math.max(indentEnd, keyEnd < 0 ? 0 : keyEnd);
  return oddCharacters(line).filter((odd) => odd.col <= end && !odd.char.match(/[\u201C\u201D\u2018\u2019]/));
}
