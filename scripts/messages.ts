// npm run messages -- [--since DATE] [--format csv|json]
// Exports the stored contact messages to stdout, oldest first. Reads DATABASE_PATH (default
// data/contact.sqlite) read-only, so it is safe to run while the server is up.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { closeDatabase, openDatabase } from '../src/server/db/open-database.ts';
import { contactStore } from '../src/server/db/contact-store.ts';
import { databasePathFrom } from '../src/server/settings.ts';
import { exportFormats, writeMessages, type ExportFormat } from '../src/server/export/write-messages.ts';

const usage = `Usage: npm run messages -- [--since DATE] [--format csv|json]

  --since DATE     only messages received on or after DATE (e.g. 2025-01-31 or 2025-01-31T09:00:00Z; a
                   date alone is midnight UTC)
  --format FORMAT  csv (default, opens in a spreadsheet) or json
  DATABASE_PATH    the database to read (default data/contact.sqlite in the project)`;

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

function readOptions(): { since?: Date; format: ExportFormat } {
  let values;
  try {
    ({ values } = parseArgs({
      options: { since: { type: 'string' }, format: { type: 'string', default: 'csv' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
    }));
  } catch (error) {
    fail((error as Error).message);
  }
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const format = exportFormats.find((known) => known === values.format);
  if (!format) fail(`Unknown format "${values.format}": use csv or json.`);
  if (values.since === undefined) return { format };
  const since = new Date(values.since);
  if (Number.isNaN(since.getTime())) fail(`"${values.since}" is not a date: write it like 2025-01-31 or 2025-01-31T09:00:00Z.`);
  return { since, format };
}

const { since, format } = readOptions();
const file = databasePathFrom(process.env);
if (!existsSync(file)) {
  console.error(`No message database at ${file}: the server creates it on first start (or set DATABASE_PATH).`);
  process.exit(1);
}
const db = openDatabase(file, { readonly: true });
try {
  const count = writeMessages(contactStore(db).list(since), format, (chunk) => process.stdout.write(chunk));
  console.error(`${count} message${count === 1 ? '' : 's'} exported from ${file}.`);
} finally {
  closeDatabase(db);
}
