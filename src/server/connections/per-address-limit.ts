// How many connections one client (an IPv4 address, an IPv6 /64) may hold open at once. Neither
// Node's http server nor Fastify limits this: MAX_CONNECTIONS is one pool for everyone, and the
// audit's one client filled it with 500 slow connections, reopened as they closed.
//
// A connection over the limit is let through to be answered 503 (the gate plugin does, in the
// visitor's language), but given only a moment to send its request. Beyond twice the limit the
// client's connections are closed at once, without an answer: so one client never holds more than
// twice the limit, however fast it reconnects, and the pool is there for everyone else.
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { addressGroup } from './address-group.ts';

export interface PerAddressLimitOptions {
  /** Connections one client may hold open at once. */
  max: number;
  /** Connections that are not counted (a trusted proxy's, which carry many visitors). */
  exempt: (address: string) => boolean;
  /** How long a connection over the limit has to send the request that is answered 503. */
  refusedWithinMs: number;
}

export interface PerAddressLimit {
  /** Whether this connection's requests are to be answered 503 (its client is over the limit). */
  isRefused(socket: Socket): boolean;
  /** Connections over the limit since the start: let through to be answered 503, or (beyond twice the limit) closed at once. */
  readonly refused: { toBeAnswered: number; closedAtOnce: number };
  /** Clients holding connections now (for tests and the log). */
  readonly clients: number;
}

interface Held {
  open: number;
  refusing: number;
}

export function limitConnectionsPerAddress(server: Server, { max, exempt, refusedWithinMs }: PerAddressLimitOptions): PerAddressLimit {
  const held = new Map<string, Held>();
  const refusedSockets = new WeakSet<Socket>();
  const refused = { toBeAnswered: 0, closedAtOnce: 0 };

  const release = (group: string, entry: Held, kind: keyof Held) => {
    entry[kind]--;
    if (entry.open === 0 && entry.refusing === 0) held.delete(group);
  };

  // Runs after Node's own connection listener (added when the server was made), so the socket is
  // already an HTTP connection: a timeout set here replaces the one Node set.
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    const group = addressGroup(address);
    if (address === undefined || group === undefined || exempt(address)) return;
    let entry = held.get(group);
    if (!entry) held.set(group, (entry = { open: 0, refusing: 0 }));
    const counted = entry;
    if (counted.open < max) {
      counted.open++;
      socket.once('close', () => release(group, counted, 'open'));
    } else if (counted.refusing < max) {
      counted.refusing++;
      refused.toBeAnswered++;
      refusedSockets.add(socket);
      socket.setTimeout(refusedWithinMs);
      socket.once('close', () => release(group, counted, 'refusing'));
    } else {
      refused.closedAtOnce++;
      socket.destroy();
    }
  });

  return {
    isRefused: (socket) => refusedSockets.has(socket),
    refused,
    get clients() {
      return held.size;
    },
  };
}
