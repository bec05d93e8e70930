// Turns the yaml parser's first error into the fix, in words a marketer acts on: which character,
// at which column, and what to type. The parser's own words ("Nested mappings are not allowed in
// compact mappings") name the grammar, not the mistake, so each common mistake is recognised from
// the line itself; an unknown one keeps the parser's words behind a plain sentence.
import type { YAMLError } from 'yaml';
import { oddCharacters } from './odd-characters.ts';

export interface Explained {
  line: number;
  col: number;
  message: string;
  hint: string;
}

const indentOf = (line: string) => line.length - line.trimStart().length;
const isContent = (line: string) => line.trim() !== '' && !line.trimStart().startsWith('#');
const spaces = (n: number) => `${n} space${n === 1 ? '' : 's'}`;

/** The value part of a "key: value" or "- key: value" line, and its 1-based column. */
function valueOf(line: string): { value: string; col: number } | undefined {
  const match = /^(\s*(?:-\s+)?[^\s:#][^:#]*?:\s+)(\S.*)$/.exec(line);
  return match ? { value: match[2], col: match[1].length + 1 } : undefined;
}

function quoted(value: string): string {
  return `"${value.replace(/\s+#.*$/, '').replace(/"/g, '\\"')}"`;
}

/** The line before `index` that holds content, or undefined. */
function previousContent(lines: readonly string[], index: number): number | undefined {
  for (let i = index - 1; i >= 0; i--) if (isContent(lines[i])) return i;
  return undefined;
}

/** A line indented differently from the lines it should line up with, near the error. */
function badIndent(lines: readonly string[], from: number): Explained | undefined {
  for (let index = Math.max(1, from); index <= Math.min(lines.length - 1, from + 1); index++) {
    if (!isContent(lines[index])) continue;
    const before = previousContent(lines, index);
    if (before === undefined) continue;
    const indent = indentOf(lines[index]);
    const above = indentOf(lines[before]);
    const opens = /:\s*(#.*)?$/.test(lines[before]);
    const aboveItem = lines[before].trimStart().startsWith('- ');
    // Indents this line may have: deeper after "key:", the item's fields after "- ", or any
    // indent of a line above it that is still open.
    if (opens && indent > above) continue;
    if (aboveItem && indent === above + 2) continue;
    const open = new Set<number>();
    let limit = above + 1;
    for (let i = before; i >= 0; i--) {
      if (!isContent(lines[i]) || indentOf(lines[i]) >= limit) continue;
      limit = indentOf(lines[i]);
      open.add(limit);
      if (lines[i].trimStart().startsWith('- ')) open.add(limit + 2);
    }
    if (open.has(indent)) continue;
    const nearest = [...open].sort((a, b) => Math.abs(a - indent) - Math.abs(b - indent))[0] ?? above;
    const diff = indent - nearest;
    return {
      line: index + 1,
      col: indent + 1,
      message: `This line is indented ${spaces(Math.abs(diff))} ${diff > 0 ? 'more' : 'less'} than the line${nearest === above ? ' above' : 's it belongs with'}, so YAML cannot tell which group it belongs to.`,
      hint: `${diff > 0 ? 'remove' : 'add'} ${spaces(Math.abs(diff))} at the start of line ${index + 1}, so it lines up with the fields it belongs with`,
    };
  }
  return undefined;
}

/** A key line that lines up with the "- " items of a list but has lost its own "- ". */
function lostDash(lines: readonly string[], index: number): Explained | undefined {
  const line = lines[index];
  if (!line || line.trimStart().startsWith('-')) return undefined;
  const indent = indentOf(line);
  for (let i = index - 1; i >= 0; i--) {
    if (!isContent(lines[i])) continue;
    const at = indentOf(lines[i]);
    const dashed = lines[i].trimStart().startsWith('- ');
    // A sibling item of the same list: the line lines up with its dash, or with its fields.
    if (dashed && (at === indent || at + 2 === indent)) {
      const key = /^\s*([^:\s]+):/.exec(line)?.[1] ?? 'this line';
      // The item's first field written again: a new item that lost its dash.
      const repeats = new RegExp(`^\\s*-\\s+${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:`).test(lines[i]);
      if (at === indent || repeats)
        return {
          line: index + 1,
          col: indent + 1,
          message: `"${key}" ${at + 2 === indent ? 'appears twice in the same item' : 'lines up with the items of the list above but does not start with "- "'}: did you lose the "- " in front of this item?`,
          hint: `start the new item with "- " lined up with the other items' dashes (column ${at + 1}): - ${line.trim()}`,
        };
    }
    if (at < indent - 2) break;
  }
  return undefined;
}

function nameOdd(lines: readonly string[], index: number): Explained | undefined {
  for (const i of [index, index - 1]) {
    const odd = oddCharacters(lines[i] ?? '')[0];
    if (!odd) continue;
    return {
      line: i + 1,
      col: odd.col,
      message: `Line ${i + 1} has ${odd.name} at column ${odd.col}, which YAML does not read as you meant.`,
      hint: odd.fix,
    };
  }
  return undefined;
}

export function explainSyntax(text: string, error: YAMLError, at: { line: number; col: number }): Explained {
  const lines = text.split(/\r?\n/);
  const index = Math.min(at.line, lines.length) - 1;
  const line = lines[index] ?? '';
  const value = valueOf(line);
  const plain = (message: string, hint: string, col = value?.col ?? at.col): Explained => ({ line: at.line, col, message, hint });

  const odd = nameOdd(lines, index);
  if (odd && (error.code !== 'DUPLICATE_KEY' || odd.line === at.line)) return odd;

  switch (error.code) {
    case 'TAB_AS_INDENT':
      return plain('This line starts with a tab; YAML lines up fields with spaces only.', 'replace the tab with spaces', at.col);
    case 'DUPLICATE_KEY': {
      const dash = lostDash(lines, index);
      if (dash) return dash;
      const key = /^\s*(?:-\s+)?([^:]+):/.exec(line)?.[1]?.trim() ?? 'this field';
      return plain(
        `"${key}" is written twice in the same group, so one of them would be lost.`,
        'keep one of the two lines, or rename one',
        at.col,
      );
    }
    case 'BAD_INDENT':
    case 'MISSING_CHAR':
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'MULTILINE_IMPLICIT_KEY':
    case 'UNEXPECTED_TOKEN':
    case 'BAD_SCALAR_START':
      break;
    default:
      return plain(
        `The file cannot be read here (${error.message.split('\n')[0]}).`,
        'check the indentation and the quotes on this line and the one above',
        at.col,
      );
  }

  if (error.code === 'BAD_INDENT')
    return (
      lostDash(lines, index) ??
      badIndent(lines, index - 1) ??
      plain('This line does not line up with the fields around it.', 'line it up with the fields of its group', at.col)
    );

  if (error.code === 'MISSING_CHAR' && /quote/i.test(error.message)) {
    // The opening quote is on the last line above with an odd number of quotes.
    for (let i = index; i >= 0; i--) {
      const open = valueOf(lines[i] ?? '');
      if (open && /^["']/.test(open.value) && !new RegExp(`${open.value[0]}\\s*(#.*)?$`).test(open.value.slice(1))) {
        return {
          line: i + 1,
          col: open.col,
          message: `The text that starts with ${open.value[0]} here has no closing ${open.value[0]}, so YAML reads the lines below as part of it.`,
          hint: `add ${open.value[0]} at the end of the text`,
        };
      }
    }
  }

  if (value) {
    const first = value.value[0];
    if (first === '*')
      return plain(
        `A value starting with "*" is read by YAML as a reference to another part of the file, not as text.`,
        `put this text in double quotes: ${quoted(value.value)}`,
      );
    if (first === '[' || first === '{')
      return plain(
        `A value starting with "${first}" is read by YAML as a ${first === '[' ? 'list' : 'group of fields'}, not as text.`,
        `put this text in double quotes: ${quoted(value.value)}`,
      );
    if (first === '@' || first === '`' || first === '%' || first === '|' || first === '>')
      return plain(`A value cannot start with "${first}" in YAML.`, `put this text in double quotes: ${quoted(value.value)}`);
    if (first === "'" && /^'[^']*'\w/.test(value.value))
      return plain(
        `The apostrophe in this text ends the quote that opened it, so YAML cannot read the rest.`,
        `put the whole text in double quotes instead: ${quoted(value.value.slice(1, -1))}`,
      );
    if (first === '"' && /^"(?:[^"\\]|\\.)*"\s*[^\s#]/.test(value.value))
      return plain(
        'There is more text after the closing quote, which YAML cannot read.',
        'put the quotes around the whole text, and write a " inside it as \\"',
      );
    const colon = /:\s/.exec(value.value);
    if (colon && (error.code === 'BLOCK_AS_IMPLICIT_KEY' || error.code === 'UNEXPECTED_TOKEN'))
      return plain(
        `The ": " inside this text makes YAML read "${value.value.slice(0, colon.index)}" as the name of a new field.`,
        `put this text in double quotes: ${quoted(value.value)}`,
        value.col + colon.index,
      );
  }
  const glued = /^(\s*(?:-\s+)?[\w-]+):(\S)/.exec(line);
  if (glued && !line.includes(': '))
    return plain(
      `There is no space after the colon of "${glued[1].trim()}", so YAML does not see a field here.`,
      `write a space after the colon: ${line.trim().replace(':', ': ')}`,
      glued[1].length + 1,
    );
  return (
    badIndent(lines, index) ??
    lostDash(lines, index) ??
    plain(
      `The file cannot be read here (${error.message.split('\n')[0]}).`,
      'check the indentation and the quotes on this line and the one above',
      at.col,
    )
  );
}
