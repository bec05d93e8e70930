// Each delivery channel's state as /readyz and the metrics show it: when it last worked, how many
// tries in a row have failed, how long its oldest message has waited, and whether it is degraded
// (the status a monitor alerts on: messages are taken, but do not reach the support team).
import type { DeliveryChannel } from '../db/contact-store.ts';
import type { OutboxStats } from '../db/outbox-store.ts';
import type { ChannelState } from '../delivery/channel-health.ts';

export interface ChannelReport {
  status: 'ok' | 'degraded';
  /** ISO 8601, or null when nothing has succeeded since the server started. */
  lastSuccessAt: string | null;
  failuresInARow: number;
  /** null when nothing is waiting, or when the database could not say. */
  oldestPendingSeconds: number | null;
}

export function deliveryReport(
  channels: ReadonlyMap<DeliveryChannel, ChannelState>,
  stats: OutboxStats | null,
  now: number,
): Partial<Record<DeliveryChannel, ChannelReport>> {
  return Object.fromEntries(
    [...channels].map(([name, state]) => {
      const oldest = stats?.byChannel[name]?.oldestPendingAt ?? null;
      const report: ChannelReport = {
        status: state.degraded ? 'degraded' : 'ok',
        lastSuccessAt: state.lastSuccessAt === null ? null : new Date(state.lastSuccessAt).toISOString(),
        failuresInARow: state.failuresInARow,
        oldestPendingSeconds: oldest === null ? null : Math.round((now - oldest) / 1000),
      };
      return [name, report];
    }),
  );
}
