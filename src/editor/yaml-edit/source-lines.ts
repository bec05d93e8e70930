// Line arithmetic on the file's text: every structural edit of site.yaml (add, remove, move an
// item or a field) is a splice of whole lines, so the lines around it stay byte for byte as the
// marketer wrote them.

/** Offsets where each line starts; the last entry is the text's length. */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') starts.push(i + 1);
  if (starts[starts.length - 1] !== text.length) starts.push(text.length);
  return starts;
}

/** The 0-based line holding `offset`. */
export function lineOf(starts: readonly number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle] <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
}

export const indentOf = (line: string): number => line.length - line.trimStart().length;
export const isBlank = (line: string): boolean => line.trim() === '';
export const isComment = (line: string): boolean => line.trimStart().startsWith('#');

/** The text's lines, each with its own line break, so joining them gives the text back. */
export function splitLines(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

/** The last offset before `end` that is not white space: the end of a node's own characters. */
export function contentEnd(text: string, end: number): number {
  let at = end;
  while (at > 0 && /\s/.test(text[at - 1])) at--;
  return at;
}

/** Indents every line of a block (the first too) by `spaces`; blank lines stay empty. */
export function indentBlock(block: string, spaces: number): string {
  const pad = ' '.repeat(spaces);
  return splitLines(block)
    .map((line) => (isBlank(line) ? line : pad + line))
    .join('');
}
