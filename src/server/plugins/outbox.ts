// Delivery of accepted messages to people: the channels configured in the environment (SMTP email,
// a signed webhook) and the runner that works the outbox. Stopped before the database closes, so
// deliveries under way can record their outcome.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ContactSettings } from '../../content/site.generated.ts';
import type { DeliverySettings } from '../config/environment.ts';
import type { Channel } from '../delivery/channel.ts';
import { emailChannel } from '../delivery/email-channel.ts';
import { webhookChannel } from '../delivery/webhook-channel.ts';
import { OutboxRunner, type DeliveryResult } from '../delivery/outbox-runner.ts';
import type { DeliveryChannel } from '../db/contact-store.ts';
import { ChannelHealth, type ChannelState } from '../delivery/channel-health.ts';
import { ChannelChecks } from '../delivery/channel-checks.ts';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxRunner;
    /** Each configured channel's state, as its deliveries and checks found it. */
    deliveryChannels(): Map<DeliveryChannel, ChannelState>;
  }
}

export interface OutboxOptions {
  delivery: DeliverySettings;
  contact: ContactSettings;
  /** How long deliveries under way may finish when the server stops. */
  graceMs: number;
  onResult?: (channel: DeliveryChannel, result: DeliveryResult, sinceReceivedMs: number) => void;
}

async function outbox(app: FastifyInstance, { delivery, contact, graceMs, onResult }: OutboxOptions) {
  const channels: Channel[] = [];
  if (delivery.email) channels.push(emailChannel(delivery.email, contact, delivery.attemptTimeoutMs));
  if (delivery.webhook) channels.push(webhookChannel(delivery.webhook));
  if (channels.length === 0) {
    app.log.warn(
      'no delivery configured (SMTP_URL/MAIL_FROM/MAIL_TO or WEBHOOK_URL/WEBHOOK_SECRET): messages are stored only, for npm run messages',
    );
  } else {
    app.log.info({ channels: channels.map((channel) => channel.name) }, 'contact messages are delivered');
  }
  const health = new Map(channels.map((channel) => [channel.name, new ChannelHealth()]));
  const runner = new OutboxRunner({ db: app.db, channels, settings: delivery, log: app.log, onResult, health });
  const checks = new ChannelChecks(channels, health, delivery.checkEveryMs, app.log);
  app.decorate('outbox', runner);
  app.decorate('deliveryChannels', () => new Map([...health].map(([name, channel]) => [name, channel.state])));
  app.addHook('onReady', async () => {
    runner.start();
    checks.start();
  });
  app.addHook('preClose', async () => {
    checks.stop();
    await runner.stop(graceMs);
  });
}

export default fp(outbox, { name: 'outbox', dependencies: ['database'] });
