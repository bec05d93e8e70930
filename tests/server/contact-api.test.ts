// POST contact-us through app.inject: every way a request can be wrong gets its status, our
// {success:false, message} body with the site.yaml text, and stores nothing.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { contactFieldNames, type ContactFieldName } from '../../src/contact/rules.ts';
import { contactStore } from '../../src/server/db/contact-store.ts';
import { fillTemplate } from '../../src/content/fill-template.ts';
import { postContact, serverMessages, site, testApp, validMessage, type TestApp } from './helpers.ts';

const { fields, messages, antiSpam } = site.contact;
let t: TestApp;
let before: number;

beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  before = t.storedCount();
});

/** The answer is a refusal with this status and message, and no row was added. */
function expectRefused(response: Awaited<ReturnType<typeof postContact>>, status: number, message: string) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.json()).toMatchObject({ success: false, message });
  expect(t.storedCount()).toBe(before);
}

describe('a valid message', () => {
  it('is stored byte-exact and answered 201 with the received message', async () => {
    const sent = validMessage({ firstName: 'अनन्या', message: 'Line one\r\nLine two 🎲 <b>bold</b>' });
    const response = await postContact(t.app, sent, { 'idempotency-key': 'first-valid' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: serverMessages.received });
    expect(t.storedCount()).toBe(before + 1);
    const db = new Database(t.databasePath, { readonly: true });
    const stored = [...contactStore(db).list()].at(-1);
    db.close();
    expect(stored).toMatchObject(sent);
    expect(stored?.receivedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('accepts a charset in the content type', async () => {
    const response = await postContact(t.app, validMessage(), { 'content-type': 'application/json; charset=utf-8' });
    expect(response.statusCode).toBe(201);
    expect(t.storedCount()).toBe(before + 1);
  });
});

describe('a request that is not a JSON form', () => {
  it('answers 415 to another content type', async () => {
    expectRefused(await postContact(t.app, JSON.stringify(validMessage()), { 'content-type': 'text/plain' }), 415, serverMessages.notJson);
    expectRefused(
      await postContact(t.app, 'firstName=Asha&lastName=Verma', { 'content-type': 'application/x-www-form-urlencoded' }),
      415,
      serverMessages.notJson,
    );
  });

  it('answers 415 to a body without a content type', async () => {
    const response = await t.app.inject({ method: 'POST', url: site.api.contactPath, payload: JSON.stringify(validMessage()) });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ success: false, message: serverMessages.notJson });
    expect(t.storedCount()).toBe(before);
  });

  it('answers 400 to malformed JSON', async () => {
    expectRefused(await postContact(t.app, '{"firstName": "Asha",'), 400, serverMessages.badJson);
    expectRefused(await postContact(t.app, "{'firstName': 'Asha'}"), 400, serverMessages.badJson);
  });

  it('answers 400 to an empty body', async () => {
    expectRefused(await postContact(t.app, ''), 400, serverMessages.badJson);
    expectRefused(await postContact(t.app, '   '), 400, serverMessages.badJson);
    const bare = await t.app.inject({ method: 'POST', url: site.api.contactPath });
    expectRefused(bare, 400, serverMessages.badJson);
  });

  it('answers 400 to JSON that is not an object', async () => {
    for (const body of ['[]', 'null', '"hello"', '42', 'true']) expectRefused(await postContact(t.app, body), 400, serverMessages.badJson);
  });

  it('answers 400 to bytes that are not UTF-8', async () => {
    const bytes = Buffer.concat([Buffer.from('{"firstName":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]);
    expectRefused(await postContact(t.app, bytes), 400, serverMessages.badJson);
  });

  it('answers 413 to a body over 16 KiB', async () => {
    const big = validMessage({ message: 'x'.repeat(16 * 1024) });
    expectRefused(await postContact(t.app, big), 413, serverMessages.tooLarge);
  });
});

describe('fields', () => {
  it('refuses an unknown field by name instead of dropping it', async () => {
    const response = await postContact(t.app, { ...validMessage(), company: 'Acme' });
    expectRefused(response, 400, fillTemplate(serverMessages.unknownField, { field: 'company' }));
  });

  it('refuses __proto__ as an unknown field', async () => {
    const body = `{"__proto__":{"admin":true},${JSON.stringify(validMessage()).slice(1)}`;
    expectRefused(await postContact(t.app, body), 400, fillTemplate(serverMessages.unknownField, { field: '__proto__' }));
  });

  it('refuses a number where text belongs (no coercion)', async () => {
    const response = await postContact(t.app, { ...validMessage(), mobileNumber: 9876543210 });
    expectRefused(response, 400, fillTemplate(serverMessages.notText, { field: 'mobileNumber' }));
  });

  it.each([null, true, ['Asha'], { first: 'Asha' }])('refuses %j as a name', async (value) => {
    const response = await postContact(t.app, { ...validMessage(), firstName: value });
    expectRefused(response, 400, fillTemplate(serverMessages.notText, { field: 'firstName' }));
  });

  it('refuses a lone surrogate, which cannot be stored as text', async () => {
    const body = JSON.stringify(validMessage()).replace('"Asha"', '"Asha\\ud800"');
    expectRefused(await postContact(t.app, body), 400, fillTemplate(serverMessages.notText, { field: 'firstName' }));
  });
});

describe('the shared rules', () => {
  const tooLong = (name: ContactFieldName, label: string, max: number) =>
    [name, 'x'.repeat(max + 1), fillTemplate(messages.tooLong, { label, max })] as const;
  const oneLine = (name: ContactFieldName, label: string) => [name, 'two\nlines', fillTemplate(messages.oneLine, { label })] as const;

  const cases: (readonly [ContactFieldName, string, string])[] = [
    ['firstName', '', fields.firstName.required],
    ['firstName', '   ', fields.firstName.required],
    ['lastName', '', fields.lastName.required],
    ['email', '', fields.email.required],
    ['mobileNumber', '', fields.mobileNumber.required],
    ['subject', '', fields.subject.required],
    ['message', '', fields.message.required],
    ['email', 'asha@gmail', fields.email.invalid],
    ['email', 'not an email', fields.email.invalid],
    ['mobileNumber', '98765-43210', fields.mobileNumber.numeric],
    ['mobileNumber', '+919876543210', fields.mobileNumber.numeric],
    ['mobileNumber', '98765', fields.mobileNumber.tooShort],
    ['mobileNumber', '9'.repeat(fields.mobileNumber.maxDigits + 1), fields.mobileNumber.tooLong],
    tooLong('firstName', fields.firstName.label, fields.firstName.maxLength),
    tooLong('lastName', fields.lastName.label, fields.lastName.maxLength),
    [
      'email',
      `${'a'.repeat(fields.email.maxLength)}@example.in`,
      fillTemplate(messages.tooLong, { label: fields.email.label, max: fields.email.maxLength }),
    ],
    tooLong('subject', fields.subject.label, fields.subject.maxLength),
    tooLong('message', fields.message.label, fields.message.maxLength),
    oneLine('firstName', fields.firstName.label),
    oneLine('lastName', fields.lastName.label),
    oneLine('subject', fields.subject.label),
    ['subject', 'carriage\rreturn', fillTemplate(messages.oneLine, { label: fields.subject.label })],
    ['lastName', 'line\u2028separator', fillTemplate(messages.oneLine, { label: fields.lastName.label })],
  ];

  it.each(cases)('%s = %j gives "%s"', async (name, value, message) => {
    const response = await postContact(t.app, validMessage({ [name]: value }));
    expectRefused(response, 400, message);
    expect(response.json().errors).toEqual({ [name]: message });
  });

  it('treats a missing field as an empty one', async () => {
    const { email: _omitted, ...rest } = validMessage();
    expectRefused(await postContact(t.app, rest), 400, fields.email.required);
  });

  it('answers with the first field in form order and lists every field', async () => {
    const response = await postContact(t.app, {});
    expectRefused(response, 400, fields.firstName.required);
    expect(Object.keys(response.json().errors)).toEqual([...contactFieldNames]);
  });

  it('takes a message at its exact limits', async () => {
    const response = await postContact(
      t.app,
      validMessage({ firstName: 'x'.repeat(fields.firstName.maxLength), mobileNumber: '9'.repeat(fields.mobileNumber.maxDigits) }),
    );
    expect(response.statusCode).toBe(201);
  });
});

describe('spam filters', () => {
  it('answers a filled honeypot like a success and stores nothing', async () => {
    const response = await postContact(t.app, { ...validMessage(), website: 'http://spam.example' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: serverMessages.received });
    expect(t.storedCount()).toBe(before);
  });

  it('answers a form sent too fast like a success and stores nothing', async () => {
    const response = await postContact(t.app, { ...validMessage(), website: '', elapsedMs: antiSpam.minFillMs - 1 });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: serverMessages.received });
    expect(t.storedCount()).toBe(before);
  });

  it('stores a form filled at a human pace with an empty honeypot', async () => {
    const response = await postContact(t.app, { ...validMessage(), website: '', elapsedMs: antiSpam.minFillMs });
    expect(response.statusCode).toBe(201);
    expect(t.storedCount()).toBe(before + 1);
  });

  it('refuses anti-spam fields of the wrong type', async () => {
    expectRefused(await postContact(t.app, { ...validMessage(), elapsedMs: '9000' }), 400, serverMessages.badJson);
    expectRefused(await postContact(t.app, { ...validMessage(), elapsedMs: -5 }), 400, serverMessages.badJson);
    expectRefused(
      await postContact(t.app, { ...validMessage(), website: 0 }),
      400,
      fillTemplate(serverMessages.notText, { field: 'website' }),
    );
  });
});

describe('Idempotency-Key', () => {
  it('stores a retried submission once and answers the retry the same way', async () => {
    const headers = { 'idempotency-key': 'b6f1c3e0-retry' };
    const first = await postContact(t.app, validMessage(), headers);
    const retry = await postContact(t.app, validMessage(), headers);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(t.storedCount()).toBe(before + 1);
  });

  it('stores two submissions with different keys twice', async () => {
    await postContact(t.app, validMessage(), { 'idempotency-key': 'key-a' });
    await postContact(t.app, validMessage(), { 'idempotency-key': 'key-b' });
    expect(t.storedCount()).toBe(before + 2);
  });

  it('refuses an unusable key', async () => {
    expectRefused(await postContact(t.app, validMessage(), { 'idempotency-key': 'k'.repeat(201) }), 400, serverMessages.badJson);
  });
});

describe('other methods and answers', () => {
  it('sends no-store and no CORS headers on API answers', async () => {
    const response = await postContact(t.app, validMessage());
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers GET on the contact path with a JSON 404, not a 5xx', async () => {
    const response = await t.app.inject({ method: 'GET', url: site.api.contactPath });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false });
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After once one address has sent the allowed number', async () => {
    const limited = await testApp({ rateLimit: { max: 2, windowMinutes: 10 } });
    try {
      const from = (remoteAddress: string) =>
        limited.app.inject({
          method: 'POST',
          url: site.api.contactPath,
          remoteAddress,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(validMessage()),
        });
      expect((await from('203.0.113.7')).statusCode).toBe(201);
      expect((await from('203.0.113.7')).statusCode).toBe(201);
      const refused = await from('203.0.113.7');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toEqual({ success: false, message: fillTemplate(serverMessages.rateLimited, { minutes: 10 }) });
      expect(limited.storedCount()).toBe(2);
      // Another address is not affected, and neither is the rest of the site.
      expect((await from('198.51.100.4')).statusCode).toBe(201);
      const page = await limited.app.inject({ method: 'GET', url: '/', remoteAddress: '203.0.113.7' });
      expect(page.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('takes its default from site.yaml, overridden by the environment', async () => {
    const fromEnv = await testApp({ rateLimit: undefined, env: { CONTACT_RATE_MAX: '1', CONTACT_RATE_WINDOW_MINUTES: '3' } });
    try {
      expect((await postContact(fromEnv.app, validMessage())).headers['x-ratelimit-limit']).toBe('1');
      const refused = await postContact(fromEnv.app, validMessage());
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(fillTemplate(serverMessages.rateLimited, { minutes: 3 }));
    } finally {
      await fromEnv.close();
    }
    const fromYaml = await testApp({ rateLimit: undefined, env: {} });
    try {
      const response = await postContact(fromYaml.app, validMessage());
      expect(response.headers['x-ratelimit-limit']).toBe(String(site.contact.rateLimit.max));
    } finally {
      await fromYaml.close();
    }
  });
});

describe('storage failure', () => {
  it('answers 500 with the failed message and no internals', async () => {
    const broken = await testApp();
    try {
      const operator = new Database(broken.databasePath);
      operator.exec('DROP TABLE contact_messages');
      operator.close();
      const response = await postContact(broken.app, validMessage());
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ success: false, message: serverMessages.failed });
    } finally {
      await broken.close();
    }
  });
});
