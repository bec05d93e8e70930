// The server's side of the database worker: each call is a message to the worker and a promise for
// its answer, with a deadline. The event loop never waits on the disk; a call the worker cannot
// answer in time is answered with a 'timeout' fault, and a worker that dies is started again.
import { EventEmitter } from 'node:events';
import { Worker } from 'node:worker_threads';
import { databaseWorkerCode } from './database-worker-code.ts';
import { fault as makeFault, type Fault } from './faults.ts';
import type { Answer, CommandName, Commands, Request, WorkerMessage, WorkerOptions } from './protocol.ts';

export interface DatabaseClientOptions extends WorkerOptions {
  /** Calls waiting for the worker beyond this many are refused at once (the disk has stalled). */
  maxPending?: number;
}

interface Pending {
  resolve(answer: Answer<unknown>): void;
  timer: NodeJS.Timeout;
}

/** Extra time the server gives the worker beyond a visitor's deadline before it stops waiting. */
const graceMs = 1000;
const backgroundTimeoutMs = 5000;

export interface DatabaseClientEvents {
  state: [fault: Fault | null];
  'worker-error': [error: Error];
}

export class DatabaseClient extends EventEmitter<DatabaseClientEvents> {
  private worker!: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closing = false;
  private currentFault: Fault | null = null;

  private constructor(private readonly options: DatabaseClientOptions) {
    super();
  }

  /** Starts the worker and waits for its first look at the database (a fault there is not an error). */
  static async start(options: DatabaseClientOptions): Promise<DatabaseClient> {
    const client = new DatabaseClient(options);
    await client.spawn();
    return client;
  }

  /** The database's state as the worker last reported it: null when sound. */
  get fault(): Fault | null {
    return this.currentFault;
  }

  call<N extends CommandName>(name: N, args: Commands[N]['args'], timeoutMs = backgroundTimeoutMs): Promise<Answer<Commands[N]['result']>> {
    if (this.closing && name !== 'close') return Promise.resolve({ ok: false, fault: makeFault('timeout', 'the database is closing') });
    if (this.pending.size >= (this.options.maxPending ?? 1000)) {
      return Promise.resolve({ ok: false, fault: makeFault('timeout', `${this.pending.size} database calls are waiting for the disk`) });
    }
    const id = this.nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        resolve({ ok: false, fault: makeFault('timeout', `${this.options.file}: no answer from the database in ${timeoutMs} ms`) });
      }, timeoutMs);
      this.pending.set(id, { resolve: resolve as Pending['resolve'], timer });
      const request: Request<N> = { id, name, args };
      this.worker.postMessage(request);
    });
  }

  /** A call made for a visitor: the worker gives up at `deadline`, the server shortly after. */
  callBy<N extends CommandName>(name: N, args: Commands[N]['args'] & { deadline: number }): Promise<Answer<Commands[N]['result']>> {
    return this.call(name, args, Math.max(0, args.deadline - Date.now()) + graceMs);
  }

  /** Lets the worker commit what it holds, fold the log into the file and close it; then ends it. */
  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    await this.call('close', {}, 10_000);
    await this.worker.terminate();
  }

  private async spawn(): Promise<void> {
    const { maxPending: _unused, ...workerOptions } = this.options;
    const worker = new Worker(await databaseWorkerCode(), { eval: true, workerData: workerOptions });
    this.worker = worker;
    // The worker alone never keeps the process alive (the server's socket does, while it listens).
    worker.unref();
    return new Promise((resolve, reject) => {
      let ready = false;
      worker.on('message', (message: WorkerMessage) => {
        if (message.kind === 'ready') {
          ready = true;
          resolve();
        } else if (message.kind === 'state') {
          this.currentFault = message.fault;
          this.emit('state', message.fault);
        } else {
          const waiting = this.pending.get(message.id);
          if (!waiting) return;
          this.pending.delete(message.id);
          clearTimeout(waiting.timer);
          waiting.resolve(message.answer);
        }
      });
      worker.on('error', (error) => {
        if (!ready) reject(error);
        else this.emit('worker-error', error);
      });
      worker.on('exit', () => {
        if (!ready || this.closing) return;
        // Calls in flight died with the worker: they are answered as faults (the visitor may retry;
        // a committed message is recognised by its Idempotency-Key), and a new worker takes over.
        for (const [id, waiting] of this.pending) {
          clearTimeout(waiting.timer);
          waiting.resolve({ ok: false, fault: makeFault('timeout', 'the database worker stopped') });
          this.pending.delete(id);
        }
        setTimeout(() => void this.spawn().catch((error: Error) => this.emit('worker-error', error)), 1000).unref();
      });
    });
  }
}
