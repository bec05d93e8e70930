// CSV cells per RFC 4180, safe to open in a spreadsheet: a cell that a spreadsheet would read as a
// formula (starting with = + - @, tab or carriage return) is prefixed with a single quote.
const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, ended with CRLF as RFC 4180 asks. */
export function csvRow(cells: readonly (string | number)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
