// CSV cells per RFC 4180, safe to open in a spreadsheet whatever separator it assumes (a comma,
// or the semicolon or tab of other locales):
//   - every text cell is quoted, so no separator inside it can split it into a new cell;
//   - a cell a spreadsheet would read as a formula (starting with = + - @, a tab or a line break)
//     is prefixed with a single quote.
const formulaStart = /^[=+\-@\t\r\n]/;

/** The byte order mark that makes Excel read the file as UTF-8 (Hindi names stay Hindi). */
export const utf8Bom = '\uFEFF';

export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = formulaStart.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}

/** One record, ended with CRLF as RFC 4180 asks. */
export function csvRow(cells: readonly (string | number)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
