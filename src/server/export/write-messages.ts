// Writes stored contact messages as CSV (for a spreadsheet) or JSON (for tools), one record at a
// time, so a large export never has to fit in memory. Each carries the state of its deliveries.
import type { DeliveryState, StoredContactMessage } from '../db/contact-store.ts';
import { csvRow, utf8Bom } from './csv.ts';
import { contactFieldNames } from '../../contact/rules.ts';

export type ExportFormat = 'csv' | 'json';
export const exportFormats: readonly ExportFormat[] = ['csv', 'json'];

const columns = ['id', 'receivedAt', ...contactFieldNames] as const;

/** "email delivered; webhook dead after 12 attempts (the webhook answered HTTP 500)", or "not delivered" without channels. */
export function describeDeliveries(deliveries: readonly DeliveryState[]): string {
  if (deliveries.length === 0) return 'stored only (no delivery configured)';
  return deliveries
    .map(({ channel, state, attempts, lastError }) => {
      if (state === 'delivered') return `${channel} delivered`;
      const tries = `${attempts} attempt${attempts === 1 ? '' : 's'}`;
      const reason = lastError ? ` (${lastError})` : '';
      return state === 'dead' ? `${channel} dead after ${tries}${reason}` : `${channel} pending, ${tries} so far${reason}`;
    })
    .join('; ');
}

export interface WriteOptions {
  /** Add a "spam" column (the reason a message was marked, empty for others). */
  withSpam?: boolean;
}

export function writeMessages(
  messages: Iterable<StoredContactMessage>,
  format: ExportFormat,
  write: (chunk: string) => void,
  { withSpam = false }: WriteOptions = {},
): number {
  let count = 0;
  if (format === 'csv') {
    write(utf8Bom + csvRow([...columns, 'delivery', ...(withSpam ? ['spam'] : [])]));
    for (const message of messages) {
      write(
        csvRow([
          ...columns.map((column) => message[column]),
          describeDeliveries(message.deliveries),
          ...(withSpam ? [message.spamReason ?? ''] : []),
        ]),
      );
      count++;
    }
    return count;
  }
  write('[');
  for (const message of messages) {
    const record = {
      ...Object.fromEntries(columns.map((column) => [column, message[column]])),
      messageId: message.publicId,
      deliveries: message.deliveries,
      ...(withSpam && { spam: message.spamReason }),
    };
    write(`${count === 0 ? '\n' : ',\n'}  ${JSON.stringify(record)}`);
    count++;
  }
  write(count === 0 ? ']\n' : '\n]\n');
  return count;
}
