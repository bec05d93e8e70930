// The support team's side, for real: an SMTP server (the smtp-server package) and an HTTP webhook
// receiver, each of which can be made to fail for a while (an outage) and come back.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  from: string;
  to: string[];
  raw: string;
  at: number;
}

export interface SmtpReceiver {
  url: string;
  emails: ReceivedEmail[];
  /** Message-IDs of every attempt, taken or refused. */
  attempts: string[];
  /** While true, every message is refused with a temporary failure (451), as a busy mail server does. */
  failing: boolean;
  close(): Promise<void>;
}

export async function smtpReceiver(): Promise<SmtpReceiver> {
  const receiver: SmtpReceiver = {
    url: '',
    emails: [],
    attempts: [],
    failing: false,
    close: async () => {},
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        receiver.attempts.push(/^Message-ID: (.*)$/im.exec(raw)?.[1] ?? '');
        if (receiver.failing) {
          callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
          return;
        }
        const envelope = session.envelope;
        receiver.emails.push({
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          at: performance.now(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  receiver.url = `smtp://127.0.0.1:${port}`;
  receiver.close = () => new Promise((resolve) => server.close(() => resolve()));
  return receiver;
}

export interface WebhookCall {
  headers: Record<string, string | string[] | undefined>;
  body: string;
  at: number;
}

export interface WebhookReceiver {
  url: string;
  calls: WebhookCall[];
  /** Every call, answered or not. */
  attempts: WebhookCall[];
  /** The status it answers with: 204 when well, 503 during an outage. */
  status: number;
  /** Stops listening (connections are refused), as a crashed receiver does. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function webhookReceiver(): Promise<WebhookReceiver> {
  let server: Server;
  let port = 0;
  const receiver: WebhookReceiver = {
    url: '',
    calls: [],
    attempts: [],
    status: 204,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    start: () => listen(),
    close: () => receiver.stop(),
  };
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((request, response) => {
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => {
          const call = { headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), at: performance.now() };
          receiver.attempts.push(call);
          if (receiver.status < 300) receiver.calls.push(call);
          response.writeHead(receiver.status).end();
        });
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as AddressInfo).port;
        receiver.url = `http://127.0.0.1:${port}/hooks/contact`;
        resolve();
      });
    });
  await listen();
  return receiver;
}
