// A strict RFC 4180 reader for the tests: the export must be readable by any compliant tool.
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let at = 0;
  while (at < text.length) {
    if (text[at] === '"' && cell === '') {
      // A quoted cell runs to the next lone quote; "" inside is one quote.
      at++;
      for (;;) {
        const quote = text.indexOf('"', at);
        if (quote < 0) throw new Error('unterminated quoted cell');
        cell += text.slice(at, quote);
        at = quote + 1;
        if (text[at] === '"') {
          cell += '"';
          at++;
        } else break;
      }
      if (text[at] !== ',' && !text.startsWith('\r\n', at)) throw new Error(`unexpected text after a quoted cell at ${at}`);
      continue;
    }
    if (text[at] === ',') {
      row.push(cell);
      cell = '';
      at++;
    } else if (text.startsWith('\r\n', at)) {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      at += 2;
    } else {
      if (text[at] === '"' || text[at] === '\r' || text[at] === '\n')
        throw new Error(`bare ${JSON.stringify(text[at])} in an unquoted cell at ${at}`);
      cell += text[at];
      at++;
    }
  }
  if (cell !== '' || row.length) throw new Error('the last record does not end with CRLF');
  return rows;
}
