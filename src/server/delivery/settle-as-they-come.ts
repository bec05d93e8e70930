// Records delivery outcomes as soon as they are known, those known in the same turn of the event
// loop in one write. Waiting for a whole round before recording would leave every finished send of
// the round unrecorded if the server died meanwhile, and each would then be sent again by whichever
// server takes it up after the lease: recorded at once, only the sends still under way are.
import type { StoreClient } from '../db/store-client.ts';
import type { DeliveryOutcome } from '../db/outbox-store.ts';
import type { Answer } from '../db/protocol.ts';

export interface OutcomeRecorder {
  add(outcome: DeliveryOutcome): void;
  /** Resolves once every outcome added so far has been written (or its write has failed). */
  done(): Promise<void>;
}

export function settleAsTheyCome(db: StoreClient, onFailure: (answer: Answer<null>) => void): OutcomeRecorder {
  let waiting: DeliveryOutcome[] = [];
  let written: Promise<void> = Promise.resolve();
  let scheduled = false;
  const write = async () => {
    scheduled = false;
    const outcomes = waiting;
    waiting = [];
    const settled = await db.call('settle', { outcomes, now: Date.now() });
    if (!settled.ok) onFailure(settled);
  };
  return {
    add(outcome) {
      waiting.push(outcome);
      if (scheduled) return;
      scheduled = true;
      // One write at a time, in order; outcomes arriving meanwhile go in the next.
      written = written.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(write);
    },
    done: () => written,
  };
}
