// Writes stored contact messages as CSV (for a spreadsheet) or JSON (for tools), one record at a
// time, so a large export never has to fit in memory.
import type { StoredContactMessage } from '../db/contact-store.ts';
import { csvRow } from './csv.ts';
import { contactFieldNames } from '../../contact/rules.ts';

export type ExportFormat = 'csv' | 'json';
export const exportFormats: readonly ExportFormat[] = ['csv', 'json'];

const columns = ['id', 'receivedAt', ...contactFieldNames] as const;

export function writeMessages(messages: Iterable<StoredContactMessage>, format: ExportFormat, write: (chunk: string) => void): number {
  let count = 0;
  if (format === 'csv') {
    write(csvRow(columns));
    for (const message of messages) {
      write(csvRow(columns.map((column) => message[column])));
      count++;
    }
    return count;
  }
  write('[');
  for (const message of messages) {
    const record = Object.fromEntries(columns.map((column) => [column, message[column]]));
    write(`${count === 0 ? '\n' : ',\n'}  ${JSON.stringify(record)}`);
    count++;
  }
  write(count === 0 ? ']\n' : '\n]\n');
  return count;
}
