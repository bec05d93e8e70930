// POST contact-us through app.inject: every way a request can be wrong gets its status, our
// {success:false, message} body with the site.yaml text, and stores nothing.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { contactFieldNames, type ContactFieldName } from '../../src/contact/rules.ts';
import { contactStore } from '../../src/server/db/contact-store.ts';
import { contactBodyLimit } from '../../src/server/routes/contact.ts';
import { fillTemplate } from '../../src/content/fill-template.ts';
import path from 'node:path';
import { countRows, postContact, serverMessages, site, tempDir, testApp, until, validMessage, type TestApp } from './helpers.ts';

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

  it('answers 413 to a body over the limit', async () => {
    const big = validMessage({ message: 'x'.repeat(contactBodyLimit) });
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
    ['mobileNumber', '98765-4321a', fields.mobileNumber.numeric],
    ['mobileNumber', '+91 98765 4321', fields.mobileNumber.tooShort],
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

  it.each([
    ['+91 98765 43210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['९८७६५४३२१०', '9876543210'],
  ])('stores the phone number %j as its digits %j', async (typed, digits) => {
    const response = await postContact(t.app, validMessage({ mobileNumber: typed }));
    expect(response.statusCode).toBe(201);
    const db = new Database(t.databasePath, { readonly: true });
    const stored = [...contactStore(db).list()].at(-1);
    db.close();
    expect(stored?.mobileNumber).toBe(digits);
  });

  it('takes an email address with an internationalised domain', async () => {
    expect((await postContact(t.app, validMessage({ email: 'asha@उदाहरण.भारत' }))).statusCode).toBe(201);
  });

  it('takes a message at its exact limits', async () => {
    const response = await postContact(
      t.app,
      validMessage({ firstName: 'x'.repeat(fields.firstName.maxLength), mobileNumber: '9'.repeat(fields.mobileNumber.maxDigits) }),
    );
    expect(response.statusCode).toBe(201);
  });
});

describe('suspected spam', () => {
  const spamCount = () => countRows(t.databasePath, 'spam_reason IS NOT NULL');

  it('stores a filled honeypot marked as spam and answers it like a success', async () => {
    const spamBefore = spamCount();
    const response = await postContact(t.app, { ...validMessage(), website: 'http://spam.example' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: serverMessages.received });
    expect(t.storedCount()).toBe(before + 1);
    expect(spamCount()).toBe(spamBefore + 1);
  });

  it('stores a form sent faster than a person can marked as spam, never dropped', async () => {
    const spamBefore = spamCount();
    const response = await postContact(t.app, { ...validMessage(), website: '', elapsedMs: antiSpam.minFillMs - 1 });
    expect(response.statusCode).toBe(201);
    expect(t.storedCount()).toBe(before + 1);
    expect(spamCount()).toBe(spamBefore + 1);
  });

  it('takes a form the browser filled and the visitor sent at once (about a second) as a message', async () => {
    const spamBefore = spamCount();
    const response = await postContact(t.app, { ...validMessage(), website: '', elapsedMs: 1200 });
    expect(response.statusCode).toBe(201);
    expect(t.storedCount()).toBe(before + 1);
    expect(spamCount()).toBe(spamBefore);
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

  it('answers 422 to a key reused with different words, and keeps the first message', async () => {
    const headers = { 'idempotency-key': 'reused-key' };
    expect((await postContact(t.app, validMessage({ subject: 'First words' }), headers)).statusCode).toBe(201);
    before = t.storedCount();
    expectRefused(await postContact(t.app, validMessage({ subject: 'Other words' }), headers), 422, serverMessages.idempotencyConflict);
    expect(countRows(t.databasePath, "subject = 'Other words'")).toBe(0);
  });

  it('answers 400 naming the header to an empty or unusable key', async () => {
    expect(serverMessages.idempotencyKeyInvalid).toContain('Idempotency-Key');
    expectRefused(await postContact(t.app, validMessage(), { 'idempotency-key': '' }), 400, serverMessages.idempotencyKeyInvalid);
    expectRefused(
      await postContact(t.app, validMessage(), { 'idempotency-key': 'k'.repeat(201) }),
      400,
      serverMessages.idempotencyKeyInvalid,
    );
    expectRefused(await postContact(t.app, validMessage(), { 'idempotency-key': 'has space' }), 400, serverMessages.idempotencyKeyInvalid);
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
  const from = (app: TestApp['app'], remoteAddress: string, body: unknown = validMessage(), headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: site.api.contactPath,
      remoteAddress,
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(body),
    });

  it('answers 429 with Retry-After once one address has sent the allowed number', async () => {
    const limited = await testApp({ rateLimit: { max: 2, windowMinutes: 10 } });
    try {
      expect((await from(limited.app, '203.0.113.7')).statusCode).toBe(201);
      expect((await from(limited.app, '203.0.113.7')).statusCode).toBe(201);
      const refused = await from(limited.app, '203.0.113.7');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toEqual({ success: false, message: fillTemplate(serverMessages.rateLimited, { minutes: '10 minutes' }) });
      expect(limited.storedCount()).toBe(2);
      // Another address is not affected, and neither is the rest of the site.
      expect((await from(limited.app, '198.51.100.4')).statusCode).toBe(201);
      const page = await limited.app.inject({ method: 'GET', url: '/', remoteAddress: '203.0.113.7' });
      expect(page.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('does not count invalid submissions or replays of a stored message', async () => {
    const limited = await testApp({ rateLimit: { max: 2, windowMinutes: 10 } });
    try {
      for (let i = 0; i < 5; i++)
        expect((await from(limited.app, '203.0.113.8', validMessage({ email: 'not-an-email' }))).statusCode).toBe(400);
      const key = { 'idempotency-key': 'one-message' };
      for (let i = 0; i < 5; i++) expect((await from(limited.app, '203.0.113.8', validMessage(), key)).statusCode).toBe(201);
      expect((await from(limited.app, '203.0.113.8')).statusCode).toBe(201);
      expect((await from(limited.app, '203.0.113.8')).statusCode).toBe(429);
      expect(limited.storedCount()).toBe(2);
    } finally {
      await limited.close();
    }
  });

  it('says "1 minute", not "1 minutes", when the wait is a minute or less', async () => {
    const limited = await testApp({ rateLimit: { max: 1, windowMinutes: 1 } });
    try {
      expect((await from(limited.app, '203.0.113.10')).statusCode).toBe(201);
      const refused = await from(limited.app, '203.0.113.10');
      expect(refused.json().message).toBe(fillTemplate(serverMessages.rateLimited, { minutes: '1 minute' }));
    } finally {
      await limited.close();
    }
  });

  it('survives a restart', async () => {
    const folder = tempDir('skillstrike-rate-');
    const databasePath = path.join(folder.dir, 'contact.sqlite');
    try {
      const first = await testApp({ databasePath, rateLimit: { max: 2, windowMinutes: 10 } });
      expect((await from(first.app, '203.0.113.9')).statusCode).toBe(201);
      expect((await from(first.app, '203.0.113.9')).statusCode).toBe(201);
      await first.app.close();
      const second = await testApp({ databasePath, rateLimit: { max: 2, windowMinutes: 10 } });
      try {
        await until(async () => (await from(second.app, '203.0.113.9', validMessage({ email: 'not-an-email' }))).statusCode === 400);
        expect((await from(second.app, '203.0.113.9')).statusCode).toBe(429);
        expect((await from(second.app, '198.51.100.9')).statusCode).toBe(201);
      } finally {
        await second.close();
      }
    } finally {
      folder.remove();
    }
  });

  it('takes its default from site.yaml, overridden by the environment', async () => {
    const fromEnv = await testApp({ rateLimit: undefined, env: { CONTACT_RATE_MAX: '1', CONTACT_RATE_WINDOW_MINUTES: '3' } });
    try {
      expect((await postContact(fromEnv.app, validMessage())).headers['x-ratelimit-limit']).toBe('1');
      const refused = await postContact(fromEnv.app, validMessage());
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(fillTemplate(serverMessages.rateLimited, { minutes: '3 minutes' }));
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

  describe('behind a proxy', () => {
    const viaProxy = (app: TestApp['app'], forwardedFor: string, proxy = '10.0.0.5') =>
      from(app, proxy, validMessage(), { 'x-forwarded-for': forwardedFor });

    it('with TRUST_PROXY as a hop count, limits the address the proxy saw, not what the client wrote', async () => {
      const proxied = await testApp({ rateLimit: { max: 2, windowMinutes: 10 }, trustProxy: 1 });
      try {
        // The client writes a new leftmost address each time; the proxy appends the real one.
        expect((await viaProxy(proxied.app, '1.1.1.1, 203.0.113.20')).statusCode).toBe(201);
        expect((await viaProxy(proxied.app, '1.1.1.2, 203.0.113.20')).statusCode).toBe(201);
        expect((await viaProxy(proxied.app, '1.1.1.3, 203.0.113.20')).statusCode).toBe(429);
        // Visitors behind the same proxy do not share one allowance.
        expect((await viaProxy(proxied.app, '203.0.113.21')).statusCode).toBe(201);
      } finally {
        await proxied.close();
      }
    });

    it('with TRUST_PROXY as addresses, believes X-Forwarded-For only from those proxies', async () => {
      const proxied = await testApp({ rateLimit: { max: 1, windowMinutes: 10 }, env: { TRUST_PROXY: '10.0.0.0/8' } });
      try {
        expect((await viaProxy(proxied.app, '203.0.113.30')).statusCode).toBe(201);
        expect((await viaProxy(proxied.app, '203.0.113.31')).statusCode).toBe(201);
        // A client that is not a trusted proxy cannot pick its address by writing the header.
        expect((await viaProxy(proxied.app, '203.0.113.32', '198.51.100.77')).statusCode).toBe(201);
        expect((await viaProxy(proxied.app, '203.0.113.33', '198.51.100.77')).statusCode).toBe(429);
      } finally {
        await proxied.close();
      }
    });
  });
});

describe('storage failure', () => {
  it('answers 503 with Retry-After and the site.yaml message, no internals', async () => {
    const broken = await testApp();
    try {
      const operator = new Database(broken.databasePath);
      operator.exec('DROP TABLE deliveries; DROP TABLE contact_messages');
      operator.close();
      const response = await postContact(broken.app, validMessage());
      expect(response.statusCode).toBe(503);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.json()).toEqual({ success: false, message: serverMessages.storageUnavailable });
      expect((await broken.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
    } finally {
      await broken.close();
    }
  });
});
