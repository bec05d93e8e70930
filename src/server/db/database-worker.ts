// The database worker: a thread that owns the contact database, so that waiting for a lock, a slow
// disk or a fault never holds up the server's event loop (pages, assets and the APK keep answering).
// It answers the commands of protocol.ts one by one; messages arriving together are stored in one
// transaction (group commit), each answered only once its row is committed.
import { parentPort, workerData } from 'node:worker_threads';
import { DatabaseHost, probeWrite } from './database-host.ts';
import { FaultError, fault as makeFault, faultOf } from './faults.ts';
import { monthsBefore } from './privacy-store.ts';
import type { NewContactMessage } from './contact-store.ts';
import type { Answer, CommandName, Commands, Health, Request, WorkerMessage, WorkerOptions } from './protocol.ts';

const options = workerData as WorkerOptions;
if (!parentPort) throw new Error('database-worker.ts runs as a worker thread (see database-client.ts), not on its own');
const port = parentPort;
const post = (message: WorkerMessage) => port.postMessage(message);

const host = new DatabaseHost(options.file, {
  recoverEveryMs: options.recoverEveryMs,
  onState: (fault) => post({ kind: 'state', fault }),
  // After a start or a recovery: anything overdue for deletion goes first.
  onOpen: () => setImmediate(purgeExpired),
});

/**
 * Work no visitor waits for (the outbox, the rate-limit counters, the purge) gives up on a lock
 * quickly and is done again later: the worker does one thing at a time, and a visitor's message or
 * a health check must not queue behind it for long.
 */
const backgroundBusyMs = 100;

function answerOf<T>(work: () => T): Answer<T> {
  try {
    return { ok: true, value: work() };
  } catch (error) {
    if (error instanceof FaultError) return { ok: false, fault: error.fault };
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

function reply(id: number, answer: Answer<unknown>) {
  post({ kind: 'answer', id, answer });
}

const timedOut = () => makeFault('timeout', `${options.file}: no answer before the visitor's deadline`);

// Group commit: saves that arrive in the same turn of the worker's loop share one transaction.
let waiting: { id: number; message: NewContactMessage; deadline: number }[] = [];
function flushSaves() {
  const batch = waiting;
  waiting = [];
  const now = Date.now();
  const live = batch.filter((entry) => {
    if (entry.deadline > now) return true;
    reply(entry.id, { ok: false, fault: timedOut() });
    return false;
  });
  if (live.length === 0) return;
  // Wait for a lock only as long as the most patient visitor still waits.
  const busyMs = Math.max(...live.map((entry) => entry.deadline)) - now;
  let results;
  try {
    results = host.use((stores) => stores.contact.saveAll(live.map((entry) => entry.message)), busyMs);
  } catch (error) {
    const fault = faultOf(error, options.file);
    for (const entry of live) reply(entry.id, { ok: false, fault });
    return;
  }
  live.forEach((entry, index) => {
    const result = results[index];
    reply(entry.id, result instanceof Error ? { ok: false, error: result.message } : { ok: true, value: result });
  });
}

const handlers: { [N in CommandName]: (args: Commands[N]['args']) => Commands[N]['result'] } = {
  save: () => {
    throw new Error('save is batched, not handled alone');
  },
  lookup: ({ key, bodyHash, deadline }) => host.use((stores) => stores.contact.lookupIdempotency(key, bodyHash), deadline - Date.now()),
  health: ({ busyMs = 500 }): Health => {
    try {
      return host.use((stores) => {
        probeWrite(stores.db);
        return { fault: null, outbox: stores.outbox.stats() };
      }, busyMs);
    } catch (error) {
      return { fault: faultOf(error, options.file), outbox: null };
    }
  },
  claim: ({ now, limit, leaseMs, channels }) => host.use((stores) => stores.outbox.claim(now, limit, leaseMs, channels), backgroundBusyMs),
  settle: ({ outcomes, now }) => {
    host.use((stores) => stores.outbox.settle(outcomes, now), backgroundBusyMs);
    return null;
  },
  loadRates: ({ now }) => host.use((stores) => stores.rates.load(now), backgroundBusyMs),
  saveRates: ({ entries, now }) => {
    host.use((stores) => stores.rates.save(entries, now), backgroundBusyMs);
    return null;
  },
  close: () => {
    flushSaves();
    clearInterval(recovery);
    clearInterval(purging);
    host.close();
    return null;
  },
};

port.on('message', (request: Request) => {
  if (request.name === 'save') {
    const { message, deadline } = request.args as Commands['save']['args'];
    if (waiting.length === 0) setImmediate(flushSaves);
    waiting.push({ id: request.id, message, deadline });
    return;
  }
  const handler = handlers[request.name] as (args: unknown) => unknown;
  reply(
    request.id,
    answerOf(() => handler(request.args)),
  );
});

function purgeExpired() {
  try {
    host.use((stores) => stores.privacy.purgeBefore(monthsBefore(new Date(), options.retentionMonths)), backgroundBusyMs);
  } catch {
    // A faulty database is reported by its state; the purge runs again on the next period or open.
  }
}

// While the database is faulty, try it again now and then, so that it recovers (and /readyz says
// so) without waiting for a visitor's message. The try does not wait for a lock: a worker stuck in
// these tries would keep visitors' messages waiting behind them.
const recovery = setInterval(() => {
  if (host.fault) handlers.health({ now: Date.now(), busyMs: 0 });
}, options.recoverEveryMs);
const purging = setInterval(purgeExpired, options.purgeEveryMs);

// The first open: a fault here is reported like any other; the server serves its pages regardless.
handlers.health({ now: Date.now(), busyMs: 0 });
post({ kind: 'ready' });
