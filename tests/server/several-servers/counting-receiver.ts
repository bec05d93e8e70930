// A webhook receiver for the several-servers tests: it counts every call by its webhook-id (the
// message's stable id), so a message received twice shows, and it can hold calls unanswered (a
// receiver that is slow at the moment a server dies mid-send).
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CountingReceiver {
  url: string;
  /** How many times each webhook-id arrived. */
  received: Map<string, number>;
  /** The subject of each message received, by webhook-id. */
  subjects: Map<string, string>;
  /** While true, calls are taken in (and counted) but not answered. */
  holding: boolean;
  close(): Promise<void>;
}

export async function countingReceiver(): Promise<CountingReceiver> {
  const held: ServerResponse[] = [];
  const receiver: CountingReceiver = { url: '', received: new Map(), subjects: new Map(), holding: false, close: async () => {} };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const id = String(request.headers['webhook-id']);
      receiver.received.set(id, (receiver.received.get(id) ?? 0) + 1);
      const payload = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { message: { subject: string } };
      receiver.subjects.set(id, payload.message.subject);
      if (receiver.holding) held.push(response);
      else response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/contact`;
  receiver.close = () =>
    new Promise((resolve) => {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return receiver;
}
