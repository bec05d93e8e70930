// Whole-line splices: remove lines, insert a block of lines, move a block. Lines outside the
// splice keep every byte.

/** The text's lines without their line breaks (a text ending in a line break ends with ''). */
export const toLines = (text: string): string[] => text.split('\n');
export const fromLines = (lines: readonly string[]): string => lines.join('\n');

/** A block of YAML (ending with a line break) as lines to insert. */
export const blockLines = (block: string): string[] => block.replace(/\n$/, '').split('\n');

export function removeLines(text: string, start: number, end: number): string {
  const lines = toLines(text);
  // The gap an item leaves: two blank lines in a row where there was one between items.
  const blankAround = start > 0 && lines[start - 1]?.trim() === '' && lines[end + 1]?.trim() === '' && end + 2 < lines.length;
  lines.splice(start, end - start + 1 + (blankAround ? 1 : 0));
  return fromLines(lines);
}

export function insertLines(text: string, at: number, block: string): string {
  const lines = toLines(text);
  lines.splice(at, 0, ...blockLines(block));
  return fromLines(lines);
}
