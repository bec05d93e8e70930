// The visitor's connection, one per worker: an HTTP proxy in front of the test site that a test can
// cut, as when a phone loses its signal. WebKitWebDriver has no network emulation, so the suite
// takes the connection away the same way in every engine: requests already open are dropped and
// new connections are refused, just as the engines see a dead network (no answer at all, not an
// error page).
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface Network {
  /** Where the browser reaches the test site through this connection. */
  readonly baseURL: string;
  /** Loses the connection: open requests are dropped, new ones fail. */
  cut(): void;
  /** Gives it back (and forgets any answer given with answerNext). */
  restore(): Promise<void>;
  /** Answers the next request for `path` with this status and JSON body, as a server in trouble would. */
  answerNext(path: string, status: number, body: unknown): void;
  close(): Promise<void>;
}

export async function openNetwork(upstream: string): Promise<Network> {
  const target = new URL(upstream);
  let connected = true;
  const sockets = new Set<Socket>();
  const answers = new Map<string, { status: number; body: unknown }>();
  const server = http.createServer((request, response) => {
    const answer = answers.get(request.url ?? '');
    if (answer) {
      answers.delete(request.url ?? '');
      request.resume();
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
      return;
    }
    const forward = http.request(
      { host: target.hostname, port: target.port, path: request.url, method: request.method, headers: request.headers },
      (upstreamAnswer) => {
        response.writeHead(upstreamAnswer.statusCode ?? 502, upstreamAnswer.headers);
        upstreamAnswer.pipe(response);
      },
    );
    forward.on('error', () => response.destroy());
    request.pipe(forward);
  });
  server.on('connection', (socket) => {
    if (!connected) return socket.destroy();
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    cut() {
      if (!connected) return;
      connected = false;
      // Not listening: a new connection is refused at once, as with no network (a connection
      // accepted and then dropped is one a browser may try again, and the page waits on it).
      server.close();
      for (const socket of sockets) socket.destroy();
    },
    async restore() {
      answers.clear();
      if (connected) return;
      connected = true;
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    answerNext(path, status, body) {
      answers.set(path, { status, body });
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        if (connected) server.close(() => resolve());
        else resolve();
      }),
  };
}
