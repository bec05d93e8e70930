// A signed JSON POST to the support team's tools. Any 2xx answer is taken; anything else (or no
// answer within the timeout) is a failed attempt, tried again later with the same webhook-id.
import type { WebhookSettings } from '../config/environment.ts';
import type { Channel, DeliverableMessage } from './channel.ts';
import { webhookSignature } from './webhook-signature.ts';

export interface WebhookPayload {
  type: 'contact.message';
  id: string;
  receivedAt: string;
  message: Omit<DeliverableMessage, 'publicId' | 'receivedAt'>;
}

export function webhookPayload({ publicId, receivedAt, ...values }: DeliverableMessage): WebhookPayload {
  return { type: 'contact.message', id: publicId, receivedAt, message: values };
}

export function webhookChannel(settings: WebhookSettings): Channel {
  return {
    name: 'webhook',
    async send(message, signal) {
      const body = JSON.stringify(webhookPayload(message));
      const timestamp = Math.floor(Date.now() / 1000);
      const response = await fetch(settings.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'skillstrike-site',
          'webhook-id': message.publicId,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': webhookSignature(settings.secret, message.publicId, timestamp, body),
        },
        body,
        redirect: 'error',
        signal,
      });
      // Read (and drop) the answer so the connection can be reused; its words are not kept.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`the webhook answered HTTP ${response.status}`);
    },
  };
}
