// One client that tries to take the site down by holding connections, and another that only wants
// pages: the audit's attack, for the server on its own and behind deploy/nginx.conf. Both run on this
// machine, told apart by their source address (127.0.0.2 and 127.0.0.1: all of 127/8 is this host).
import { request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';

export const greedyAddress = '127.0.0.2';
export const visitorAddress = '127.0.0.1';

/** The ways the audit's client held a connection without letting it finish. */
export const slowKinds = ['headers', 'body', 'keep-alive', 'download'] as const;
export type SlowKind = (typeof slowKinds)[number];

export interface Attack {
  /** Connections the client holds open now, by how. */
  held(): Record<SlowKind, number>;
  /** Connections it opened, reopenings included. */
  opened(): number;
  /** Connections the server refused (closed within a second of opening). */
  refused(): number;
  stop(): void;
}

/** A connection closed sooner than this after opening was refused; one closed later was held. */
const refusedWithinMs = 1000;

/**
 * Holds `count` connections from `greedyAddress`, a quarter of each kind, for as long as it runs:
 * headers that never end, a body that stops halfway, a keep-alive connection left idle after its
 * answer, a download read a little and then not at all. A connection the server held and then closed
 * (a timeout) is reopened at once, as the audit's client did; one it refused (closed, or answered
 * 503, within a second) is tried again a second later. Reopening refused connections in a tight loop
 * would be another attack, a connection flood: on this machine's loopback it costs the server about
 * 65 µs of CPU per connection and the attacking process as much, so the test would measure two busy
 * cores, not held connections (that is for a firewall, or nginx's far cheaper accept loop).
 */
export function holdSlowConnections(
  url: string,
  { count, contactPath, apkPath }: { count: number; contactPath: string; apkPath: string },
): Attack {
  const { hostname, port } = new URL(url);
  const sockets = new Set<Socket>();
  const held: Record<SlowKind, number> = { headers: 0, body: 0, 'keep-alive': 0, download: 0 };
  let opened = 0;
  let refused = 0;
  let stopped = false;
  const begin: Record<SlowKind, (socket: Socket) => void> = {
    headers: (socket) => socket.write(`GET / HTTP/1.1\r\nHost: ${hostname}\r\nUser-Agent: slow`),
    body: (socket) =>
      socket.write(
        `POST ${contactPath} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: 4000\r\n\r\n{"firstName":"`,
      ),
    'keep-alive': (socket) => socket.write(`GET /robots.txt HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`),
    download: (socket) => {
      socket.write(`GET ${apkPath} HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`);
      let received = 0;
      socket.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > 64 * 1024) socket.pause();
      });
    },
  };
  const openOne = (kind: SlowKind) => {
    if (stopped) return;
    opened++;
    const openedAt = performance.now();
    const socket = connect({ host: hostname, port: Number(port), localAddress: greedyAddress });
    sockets.add(socket);
    let connected = false;
    socket.on('error', () => undefined);
    // Read answers as they come (a 503, a 408), except a download's, which stops being read.
    if (kind !== 'download') socket.on('data', () => undefined);
    socket.once('connect', () => {
      connected = true;
      held[kind]++;
      begin[kind](socket);
    });
    socket.once('close', () => {
      sockets.delete(socket);
      if (connected) held[kind]--;
      const wasRefused = performance.now() - openedAt < refusedWithinMs;
      if (wasRefused) refused++;
      setTimeout(() => openOne(kind), wasRefused ? refusedWithinMs : 0);
    });
  };
  for (let i = 0; i < count; i++) openOne(slowKinds[i % slowKinds.length]);
  return {
    held: () => ({ ...held }),
    opened: () => opened,
    refused: () => refused,
    stop() {
      stopped = true;
      for (const socket of sockets) socket.destroy();
    },
  };
}

export interface PageLoads {
  statuses: number[];
  /** Milliseconds from asking to the last byte, per load. */
  timings: number[];
  failures: string[];
}

/**
 * Loads `paths` one after another, each on a new connection from `visitorAddress`, as a visitor
 * arriving now would; every load is timed to its last byte.
 */
export async function loadPages(url: string, paths: string[], rounds: number): Promise<PageLoads> {
  const result: PageLoads = { statuses: [], timings: [], failures: [] };
  for (let round = 0; round < rounds; round++) {
    for (const path of paths) {
      const started = performance.now();
      try {
        const status = await new Promise<number>((resolve, reject) => {
          const request = httpRequest(`${url}${path}`, { agent: false, localAddress: visitorAddress, timeout: 20_000 }, (response) => {
            response.on('data', () => undefined);
            response.on('end', () => resolve(response.statusCode ?? 0));
            response.on('error', reject);
          });
          request.on('timeout', () => request.destroy(new Error('no answer in 20 s')));
          request.on('error', reject);
          request.end();
        });
        result.statuses.push(status);
      } catch (error) {
        result.statuses.push(0);
        result.failures.push(`${path}: ${error instanceof Error ? error.message : String(error)}`);
      }
      result.timings.push(performance.now() - started);
    }
  }
  return result;
}
