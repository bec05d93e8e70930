// The offending line as the marketer typed it, with a caret under the column, so the place is
// found at a glance in any editor.
export function excerpt(text: string, line: number, col: number): string {
  const source = text.split(/\r?\n/)[line - 1] ?? '';
  // Tabs and invisible characters are shown as one visible mark each, so the caret lines up.
  const shown = [...source].map((char) => (char === '\t' ? '→' : /[\u00A0\u200B-\u200D\u2060\uFEFF]/.test(char) ? '·' : char));
  const width = [...source.slice(0, Math.max(0, col - 1))].length;
  return `    ${line} | ${shown.join('')}\n    ${' '.repeat(String(line).length)} | ${' '.repeat(width)}^`;
}
