// Writes stored contact messages as CSV (for a spreadsheet) or JSON (for tools), one record at a
// time, so a large export never has to fit in memory. Each carries the state of its deliveries.
import type { DeliveryState, StoredContactMessage } from '../db/contact-store.ts';
import { csvRow, utf8Bom } from './csv.ts';
import { contactFieldNames } from '../../contact/rules.ts';

export type ExportFormat = 'csv' | 'json';
export const exportFormats: readonly ExportFormat[] = ['csv', 'json'];

// language: the page the message was sent from (en, hi), so a reply can be written in it.
const columns = ['id', 'receivedAt', 'language', ...contactFieldNames] as const;

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

/** Writes the header, then one record per `add`; `end` closes the output and says how many were written. */
function messageWriter(format: ExportFormat, write: (chunk: string) => void, { withSpam = false }: WriteOptions) {
  let count = 0;
  // messageId is the id the emails (Message-ID, X-Contact-Message-Id) and webhooks (webhook-id)
  // carry, so a row can be matched to what the support team received.
  if (format === 'csv') write(utf8Bom + csvRow([...columns, 'delivery', 'messageId', ...(withSpam ? ['spam'] : [])]));
  else write('[');
  return {
    add(message: StoredContactMessage) {
      if (format === 'csv') {
        write(
          csvRow([
            ...columns.map((column) => message[column]),
            describeDeliveries(message.deliveries),
            message.publicId,
            ...(withSpam ? [message.spamReason ?? ''] : []),
          ]),
        );
      } else {
        const record = {
          ...Object.fromEntries(columns.map((column) => [column, message[column]])),
          messageId: message.publicId,
          deliveries: message.deliveries,
          ...(withSpam && { spam: message.spamReason }),
        };
        write(`${count === 0 ? '\n' : ',\n'}  ${JSON.stringify(record)}`);
      }
      count++;
    },
    end(): number {
      if (format === 'json') write(count === 0 ? ']\n' : '\n]\n');
      return count;
    },
  };
}

export function writeMessages(
  messages: Iterable<StoredContactMessage>,
  format: ExportFormat,
  write: (chunk: string) => void,
  options: WriteOptions = {},
): number {
  const writer = messageWriter(format, write, options);
  for (const message of messages) writer.add(message);
  return writer.end();
}

/** The same, reading the messages as the database hands them over (PostgreSQL pages through them). */
export async function writeMessagesFrom(
  messages: AsyncIterable<StoredContactMessage>,
  format: ExportFormat,
  write: (chunk: string) => void,
  options: WriteOptions = {},
): Promise<number> {
  const writer = messageWriter(format, write, options);
  for await (const message of messages) writer.add(message);
  return writer.end();
}
