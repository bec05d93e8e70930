// The logs an operator keeps never hold what a visitor wrote or how to reach them: requests are
// logged as method, path and status only, whatever the answer was.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { postContact, testApp, validMessage, type TestApp } from './helpers.ts';

const lines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await testApp({ logger: { level: 'trace', stream: { write: (line) => void lines.push(line) } } });
});
afterAll(async () => {
  await t.close();
});

const secret = validMessage({
  firstName: 'Zorawar',
  lastName: 'Secretsurname',
  email: 'private.person@example.in',
  mobileNumber: '9123456789',
  subject: 'Confidential subject',
  message: 'My private message text',
});

it('logs no message body or contact detail, for stored, refused, spam and broken requests', async () => {
  await postContact(t.app, secret);
  await postContact(t.app, { ...secret, email: 'private.person@example' });
  await postContact(t.app, { ...secret, website: 'spam' });
  await postContact(t.app, JSON.stringify(secret).slice(0, -3));
  await postContact(t.app, { ...secret, extra: 'private extra' });
  await t.app.inject({ method: 'GET', url: '/contact?email=private.person@example.in' });

  const log = lines.join('');
  expect(lines.length).toBeGreaterThan(10);
  for (const value of [...Object.values(secret), 'private extra', 'private.person']) expect(log).not.toContain(value);
  expect(log).not.toMatch(/remoteAddress|127\.0\.0\.1|user-agent|content-type/i);

  const requests = lines.map((line) => JSON.parse(line)).filter((entry) => entry.req || entry.res);
  expect(requests.length).toBeGreaterThan(0);
  for (const entry of requests) {
    if (entry.req) expect(Object.keys(entry.req).sort()).toEqual(['method', 'url']);
    if (entry.res) expect(Object.keys(entry.res)).toEqual(['statusCode']);
  }
});
