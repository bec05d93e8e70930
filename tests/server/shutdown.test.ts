// Closing the app: a request already being received finishes and is stored; one that arrives after
// the close began (here pipelined behind it) gets our 503; the database is then closed.
import { connect } from 'node:net';
import { expect, it } from 'vitest';
import { contactPath, serverMessages, testApp, until, validMessage } from './helpers.ts';

it('finishes the request in flight, answers a later one 503 and then closes', async () => {
  const lines: string[] = [];
  const t = await testApp({ logger: { level: 'info', stream: { write: (line) => void lines.push(line) } } });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = new URL(address);

  const body = JSON.stringify(validMessage());
  const request = (payload: string) =>
    `POST ${contactPath} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(payload)}\r\n\r\n`;
  const socket = connect(Number(port), '127.0.0.1');
  let received = '';
  socket.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));

  // The first request is in flight: headers and half of its body sent.
  const half = Math.floor(body.length / 2);
  socket.write(request(body) + body.slice(0, half));
  await until(() => lines.some((line) => line.includes('incoming request')));

  const closed = t.app.close();
  await until(() => lines.some((line) => line.includes('closing: requests still arriving')));
  // The rest of the first body, then a second request on the same connection.
  socket.write(body.slice(half) + request(body) + body);
  await ended;
  await closed;

  const answers = received.split(/(?=HTTP\/1\.1 )/);
  expect(answers).toHaveLength(2);
  expect(answers[0]).toMatch(/^HTTP\/1\.1 201/);
  expect(answers[1]).toMatch(/^HTTP\/1\.1 503/);
  expect(answers[1].toLowerCase()).toContain('connection: close');
  expect(JSON.parse(answers[1].slice(answers[1].indexOf('\r\n\r\n') + 4))).toEqual({ success: false, message: serverMessages.unavailable });
  expect(t.storedCount()).toBe(1);
  await t.close();
});
