// npm run messages -- [--since DATE] [--format csv|json] [--include-spam] | --retry | --erase WHO
// Exports the stored contact messages to stdout, oldest first, each with the state of its
// deliveries; re-queues dead letters; erases one person's messages on request. Reads DATABASE_URL
// (PostgreSQL) or DATABASE_PATH (default data/contact.sqlite); safe to run while the server is up.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openMessageStore, type StoreTarget } from '../src/server/db/open-message-store.ts';
import type { MessageStore } from '../src/server/db/message-store.ts';
import { isPostgresUrl } from '../src/server/db/postgres/pool.ts';
import { redactUrl } from '../src/server/redact-url.ts';
import { databasePathFrom } from '../src/server/config/environment.ts';
import { exportFormats, writeMessagesFrom, type ExportFormat } from '../src/server/export/write-messages.ts';

const usage = `Usage:
  npm run messages -- [--since DATE] [--format csv|json] [--include-spam]
  npm run messages -- --retry
  npm run messages -- --erase EMAIL_OR_PHONE

  --since DATE        only messages received on or after DATE (e.g. 2025-01-31 or 2025-01-31T09:00:00Z;
                      a date alone is midnight UTC)
  --format FORMAT     csv (default, opens in a spreadsheet) or json
  --include-spam      also export suspected spam (filled the hidden field, or sent faster than a person
                      can), with a "spam" column giving the reason
  --retry             send dead letters again (deliveries given up after their last attempt); the
                      running server picks them up within seconds
  --erase WHO         delete every message sent with this email address or phone number, for an
                      erasure request; only the number of messages is logged, never WHO
  DATABASE_URL        the server's PostgreSQL database (postgres://…), when it uses one
  DATABASE_PATH       else its SQLite database (default data/contact.sqlite in the project)`;

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

type Action =
  { kind: 'export'; since?: Date; format: ExportFormat; includeSpam: boolean } | { kind: 'retry' } | { kind: 'erase'; who: string };

function readAction(): Action {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        since: { type: 'string' },
        format: { type: 'string', default: 'csv' },
        'include-spam': { type: 'boolean', default: false },
        retry: { type: 'boolean', default: false },
        erase: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (error) {
    fail((error as Error).message);
  }
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  if (values.retry && values.erase !== undefined) fail('Give --retry or --erase, not both.');
  if (values.retry) return { kind: 'retry' };
  if (values.erase !== undefined) {
    if (values.erase.trim() === '') fail('--erase needs the email address or phone number to erase.');
    return { kind: 'erase', who: values.erase };
  }
  const format = exportFormats.find((known) => known === values.format);
  if (!format) fail(`Unknown format "${values.format}": use csv or json.`);
  const includeSpam = values['include-spam'];
  if (values.since === undefined) return { kind: 'export', format, includeSpam };
  const since = new Date(values.since);
  if (Number.isNaN(since.getTime())) fail(`"${values.since}" is not a date: write it like 2025-01-31 or 2025-01-31T09:00:00Z.`);
  return { kind: 'export', since, format, includeSpam };
}

const action = readAction();

function storeTarget(): StoreTarget {
  const url = process.env.DATABASE_URL?.trim();
  if (url) {
    if (!isPostgresUrl(url)) fail(`DATABASE_URL: give a URL starting with postgres:// or postgresql://, not "${redactUrl(url)}".`);
    return { kind: 'postgres', url };
  }
  const file = databasePathFrom(process.env);
  if (!existsSync(file)) {
    console.error(
      `No message database at ${file}: the server creates it on first start (or set DATABASE_PATH, or DATABASE_URL for PostgreSQL).`,
    );
    process.exit(1);
  }
  return { kind: 'sqlite', file };
}

const target = storeTarget();
let store: MessageStore;
try {
  // An export only reads; the other actions write, through the same schema checks as the server's.
  store = await openMessageStore(target, { readonly: action.kind === 'export' });
} catch (error) {
  const where = target.kind === 'postgres' ? redactUrl(target.url) : target.file;
  console.error(`Could not open the message database at ${where}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

try {
  if (action.kind === 'export') {
    const tally = new Map<string, number>();
    const messages = store.list({ since: action.since, includeSpam: action.includeSpam });
    const counted = (async function* () {
      for await (const message of messages) {
        for (const { state } of message.deliveries) tally.set(state, (tally.get(state) ?? 0) + 1);
        yield message;
      }
    })();
    const count = await writeMessagesFrom(counted, action.format, (chunk) => process.stdout.write(chunk), { withSpam: action.includeSpam });
    const deliveries = [...tally].map(([state, n]) => `${n} ${state}`).join(', ');
    console.error(
      `${count} message${count === 1 ? '' : 's'} exported from ${store.label}${deliveries ? `; deliveries: ${deliveries}` : ''}.`,
    );
    if (tally.get('dead'))
      console.error('Dead letters were given up after their last attempt: fix the receiver, then run npm run messages -- --retry.');
  } else if (action.kind === 'retry') {
    const count = await store.requeueDead(Date.now());
    console.error(`${count} dead deliver${count === 1 ? 'y' : 'ies'} queued again; the server sends them within seconds.`);
  } else {
    const count = await store.erase(action.who);
    // The log line says how many and when, never whose: it is the record of the request having been met.
    console.error(
      `Erasure request met at ${new Date().toISOString()}: ${count} message${count === 1 ? '' : 's'} and their deliveries deleted.`,
    );
  }
} finally {
  await store.close();
}
