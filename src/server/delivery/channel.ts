// A way a message reaches a person: email to the support team, a webhook into their tools.
import type { ContactValues } from '../../contact/rules.ts';
import type { DeliveryChannel } from '../db/contact-store.ts';

export interface DeliverableMessage extends ContactValues {
  /** The same on every attempt and every channel: receivers drop a message they already have. */
  publicId: string;
  receivedAt: string;
}

export interface Channel {
  name: DeliveryChannel;
  /** Resolves once the receiver has taken the message; rejects (with a reason that names no visitor's data) otherwise. */
  send(message: DeliverableMessage, signal: AbortSignal): Promise<void>;
  /** Resolves when the receiver answers, without sending anything (for /readyz); a channel without it is judged by its deliveries. */
  check?(): Promise<void>;
  close?(): void;
}
