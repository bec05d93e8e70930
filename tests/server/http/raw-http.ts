// Talking HTTP byte by byte, as a broken client or an attacker does: what a fetch() never sends.
import { connect, type Socket } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Milliseconds from connecting to the server closing the connection. */
  closedAfterMs: number;
}

export function parseAnswer(text: string, closedAfterMs = 0): RawAnswer {
  const end = text.indexOf('\r\n\r\n');
  const [statusLine, ...lines] = text.slice(0, end < 0 ? text.length : end).split('\r\n');
  const headers = Object.fromEntries(
    lines.filter(Boolean).map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  return { status: Number(statusLine.split(' ')[1] ?? 0), headers, body: end < 0 ? '' : text.slice(end + 4), closedAfterMs };
}

/** Connects to the server; `from` is the local address to connect from (127.0.0.2: another client on this machine). */
export function open(url: string, from?: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect({ port: Number(port), host: hostname, localAddress: from }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Sends `request` (all of it, or nothing more after it) and reads until the server closes the connection. */
export async function exchange(
  url: string,
  request: string | Buffer,
  { timeoutMs = 20_000, from }: { timeoutMs?: number; from?: string } = {},
): Promise<RawAnswer> {
  const started = performance.now();
  const socket = await open(url, from);
  let received = '';
  socket.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(request);
  const timer = setTimeout(() => socket.destroy(), timeoutMs);
  await closed;
  clearTimeout(timer);
  return parseAnswer(received, performance.now() - started);
}

/** Waits for the server to close this connection; rejects after `timeoutMs`. */
export function closedWithin(socket: Socket, timeoutMs: number): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    if (socket.destroyed) return resolve(0);
    const timer = setTimeout(() => reject(new Error(`the server kept the connection open for ${timeoutMs} ms`)), timeoutMs);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(performance.now() - started);
    });
  });
}
