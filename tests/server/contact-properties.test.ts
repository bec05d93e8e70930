// Properties of the contact API over generated input: nothing a client sends yields a 5xx, and every
// valid message, whatever its script or symbols, comes back byte-exact from SQLite and the export.
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contactFieldNames,
  contactRules,
  normalizeContactValues,
  validateContactFields,
  type ContactValues,
} from '../../src/contact/rules.ts';
import { contactStore, type StoredContactMessage } from '../../src/server/db/contact-store.ts';
import { writeMessages } from '../../src/server/export/write-messages.ts';
import { csvCell, utf8Bom } from '../../src/server/export/csv.ts';
import { parseCsv } from './csv-parse.ts';
import { apkPath, contactPath, site, testApp, validMessage, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

const hostile = [
  '<script>alert(1)</script>',
  '=HYPERLINK("http://evil.example","click")',
  '=1+1',
  '+91 98765',
  '-2',
  '@SUM(A1:A9)',
  '\tTabbed',
  'अनन्या शर्मा',
  'தமிழ்',
  '🎲👩‍👩‍👧🇮🇳',
  '"quoted, with comma"',
  "O'Brien; DROP TABLE contact_messages;--",
  'nul\u0000inside',
  'e\u0301 combining',
];

describe('no 5xx for anything a client sends', () => {
  const knownFields = [...contactFieldNames, 'website', 'elapsedMs'];
  const body = fc.oneof(
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc
      .dictionary(fc.constantFrom(...knownFields, 'extra', '__proto__', 'constructor'), fc.jsonValue())
      .map((value) => JSON.stringify(value)),
    fc
      .record(Object.fromEntries(knownFields.map((name) => [name, fc.oneof(fc.string({ unit: 'binary' }), fc.jsonValue())])), {
        requiredKeys: [],
      })
      .map((value) => JSON.stringify(value)),
    fc.string({ unit: 'binary' }),
    fc.uint8Array({ maxLength: 3000 }).map((bytes) => Buffer.from(bytes)),
    fc.constant(JSON.stringify(validMessage({ message: 'y'.repeat(20_000) }))),
    fc.constant(''),
  );
  const contentType = fc.option(
    fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'APPLICATION/JSON',
      'application/json; charset=latin1',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/',
      ';;',
      '*/*',
    ),
    { nil: undefined },
  );
  const headerValue = fc.string({ unit: 'grapheme-ascii', maxLength: 300 });
  const headers = fc.record(
    {
      'idempotency-key': headerValue,
      range: fc.oneof(headerValue, fc.constantFrom('bytes=0-0', 'bytes=-1', 'bytes=99999999999999999999-', 'bytes=5-1')),
      'if-range': headerValue,
      'accept-encoding': fc.constantFrom('br', 'gzip', 'identity', '*', 'x'),
      'x-forwarded-for': headerValue,
    },
    { requiredKeys: [] },
  );
  const request = fc.record({
    method: fc.constantFrom('POST', 'POST', 'POST', 'GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'),
    url: fc.constantFrom(contactPath, contactPath, `${contactPath}/`, `${contactPath}?x=1`, apkPath, '/', '/contact', '/%zz', '/api/'),
    body,
    contentType,
    headers,
  });

  it('answers every generated request below 500, and the contact API always as {success, message}', async () => {
    await fc.assert(
      fc.asyncProperty(request, async ({ method, url, body, contentType, headers }) => {
        const withBody = method !== 'GET' && method !== 'HEAD';
        const response = await t.app.inject({
          method,
          url,
          headers: { ...headers, ...(contentType !== undefined && { 'content-type': contentType }) },
          ...(withBody && { payload: body }),
        });
        expect(response.statusCode).toBeLessThan(500);
        if (method === 'POST' && url.startsWith(contactPath)) {
          const answer = response.json();
          expect(typeof answer.success).toBe('boolean');
          expect(typeof answer.message).toBe('string');
          expect(answer.message.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 400 },
    );
  });
});

describe('valid messages round-trip byte-exact', () => {
  const rules = contactRules(site.contact);
  const oneLineText = fc.oneof(
    fc.constantFrom(...hostile),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 100 }),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }),
  );
  const longText = fc.oneof(
    fc.constantFrom(...hostile),
    fc.array(fc.constantFrom(...hostile, '\n', '\r\n', ' '), { minLength: 1, maxLength: 12 }).map((parts) => `x${parts.join('')}`),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 600 }),
  );
  const email = fc.oneof(fc.emailAddress(), fc.constantFrom('asha@example.in', "o'brien+tag@mail.example.co.in"));
  const phone = fc.stringMatching(/^[0-9]{10,15}$/);
  const values: fc.Arbitrary<ContactValues> = fc
    .record({ firstName: oneLineText, lastName: oneLineText, email, mobileNumber: phone, subject: oneLineText, message: longText })
    .filter((candidate) => Object.keys(validateContactFields(candidate, rules)).length === 0);

  it('stores what was sent and exports it unchanged (JSON) or formula-guarded (CSV)', async () => {
    const sent: ContactValues[] = [];
    let key = 0;
    await fc.assert(
      fc.asyncProperty(values, async (message) => {
        const response = await t.app.inject({
          method: 'POST',
          url: contactPath,
          headers: { 'content-type': 'application/json', 'idempotency-key': `round-trip-${key++}` },
          payload: JSON.stringify({ ...message, website: '', elapsedMs: 60_000 }),
        });
        expect(response.statusCode).toBe(201);
        sent.push(message);
      }),
      { numRuns: 200 },
    );

    const db = new Database(t.databasePath, { readonly: true });
    let stored: StoredContactMessage[];
    try {
      const all = [...contactStore(db).list()];
      stored = all.slice(all.length - sent.length);
    } finally {
      db.close();
    }
    const pick = (message: ContactValues) => Object.fromEntries(contactFieldNames.map((name) => [name, message[name]]));
    // Stored as the shared rule normalises it (a phone number as its digits), everything else as sent.
    sent.splice(0, sent.length, ...sent.map(normalizeContactValues));
    expect(stored.map(pick)).toEqual(sent.map(pick));

    let json = '';
    writeMessages(stored, 'json', (chunk) => (json += chunk));
    expect((JSON.parse(json) as ContactValues[]).map(pick)).toEqual(sent.map(pick));

    let csv = '';
    writeMessages(stored, 'csv', (chunk) => (csv += chunk));
    expect(csv.startsWith(utf8Bom)).toBe(true);
    const [header, ...rows] = parseCsv(csv.slice(utf8Bom.length));
    const columns = contactFieldNames.map((name) => header.indexOf(name));
    const guard = (text: string) => (/^[=+\-@\t\r\n]/.test(text) ? `'${text}` : text);
    expect(rows.map((row) => columns.map((column) => row[column]))).toEqual(
      sent.map((message) => contactFieldNames.map((name) => guard(message[name]))),
    );
    // No cell a spreadsheet would run as a formula.
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r\n]/);
    // Nor one a spreadsheet splitting on ; or a tab (other locales) would: every text cell is quoted.
    expect(csv.replace(/"([^"]|"")*"/g, '')).toMatch(/^\uFEFF[0-9,\r\n]*$/);
  });

  it('guards and quotes CSV cells as RFC 4180 asks, for any separator a spreadsheet may assume', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('a,b')).toBe('"a,b"');
    // Opened with ; or tab as the separator, the cell still cannot split and start a formula.
    expect(csvCell('Hi;=1+1')).toBe('"Hi;=1+1"');
    expect(csvCell('Hi\t=1+1')).toBe('"Hi\t=1+1"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('\rcarriage')).toBe(`"'\rcarriage"`);
    expect(csvCell('\n=cmd')).toBe(`"'\n=cmd"`);
    expect(csvCell(-5)).toBe('-5');
  });
});
