// Spec section 8, row by row: what the visitor is told after sending the contact form, word for
// word. Also the transport that produces the mapping's input (request shape, timeout, no answer)
// and the Idempotency-Key reuse rule.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureSite } from '../fixture-site.ts';
import { contactOutcome, type ContactResult } from '../../src/contact/outcome.ts';
import { sendContact, type ContactPayload } from '../../src/contact/api.ts';
import { createIdempotencyKeys, randomKey } from '../../src/contact/idempotency.ts';

const outcomes = fixtureSite.contact.outcomes;
const response = (status: number, body: unknown): ContactResult => ({ kind: 'response', status, body });

describe('contact outcome (spec section 8)', () => {
  it('uses the spec words from site.yaml', () => {
    expect(outcomes).toEqual({
      success: 'Your message has been sent successfully!',
      failed: 'Something went wrong!',
      errorResponse: 'An error occurred',
      noResponse: 'No response from the server',
      unexpected: 'An unexpected error occurred',
    });
  });

  const cases: [string, ContactResult, { kind: 'success' | 'error'; message: string }][] = [
    [
      '201 with success true',
      response(201, { success: true, message: 'Thank you! Your message has been received.' }),
      { kind: 'success', message: 'Your message has been sent successfully!' },
    ],
    [
      '200 with success true and no message',
      response(200, { success: true }),
      { kind: 'success', message: 'Your message has been sent successfully!' },
    ],
    [
      'success false with a message',
      response(200, { success: false, message: 'Try again tomorrow.' }),
      { kind: 'error', message: 'Try again tomorrow.' },
    ],
    ['success false without a message', response(200, { success: false }), { kind: 'error', message: 'Something went wrong!' }],
    [
      'success false with an empty message',
      response(200, { success: false, message: '  ' }),
      { kind: 'error', message: 'Something went wrong!' },
    ],
    ['a 2xx that does not say success', response(200, {}), { kind: 'error', message: 'Something went wrong!' }],
    ['a 2xx whose body is not JSON', response(200, undefined), { kind: 'error', message: 'Something went wrong!' }],
    ['a 2xx with success "true" as text', response(200, { success: 'true' }), { kind: 'error', message: 'Something went wrong!' }],
    [
      'a 400 with the field message',
      response(400, { success: false, message: 'Invalid email' }),
      { kind: 'error', message: 'Invalid email' },
    ],
    [
      'a 429 with the wait',
      response(429, { success: false, message: 'Please wait 10 minutes and try again.' }),
      { kind: 'error', message: 'Please wait 10 minutes and try again.' },
    ],
    [
      'a 500 with a message',
      response(500, { message: 'We could not save your message.' }),
      { kind: 'error', message: 'We could not save your message.' },
    ],
    ['a 400 without a message', response(400, { success: false }), { kind: 'error', message: 'An error occurred' }],
    ['a 502 whose body is not JSON', response(502, undefined), { kind: 'error', message: 'An error occurred' }],
    ['an error whose message is not text', response(500, { message: { detail: 'x' } }), { kind: 'error', message: 'An error occurred' }],
    ['an error status even if the body says success', response(500, { success: true }), { kind: 'error', message: 'An error occurred' }],
    ['no response', { kind: 'no-response' }, { kind: 'error', message: 'No response from the server' }],
    ['anything else', { kind: 'unexpected' }, { kind: 'error', message: 'An unexpected error occurred' }],
  ];
  for (const [name, result, expected] of cases) {
    it(`shows the right notice for ${name}`, () => {
      expect(contactOutcome(result, outcomes)).toEqual(expected);
    });
  }
});

describe('sendContact', () => {
  const payload: ContactPayload = {
    firstName: 'Asha',
    lastName: 'Verma',
    email: 'asha@example.in',
    mobileNumber: '9876543210',
    subject: 'Withdrawal',
    message: 'My withdrawal is pending.',
    website: '',
    elapsedMs: 4200,
  };
  const request = { url: '/api/v1/public/contact-us', payload, idempotencyKey: 'key-1', timeoutMs: 15_000 };

  afterEach(() => {
    vi.useRealTimers();
  });

  it('POSTs the fields as JSON with the Idempotency-Key and reads the JSON answer', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ success: true, message: 'ok' }), { status: 201 }));
    expect(await sendContact(request, fetchMock)).toEqual({ kind: 'response', status: 201, body: { success: true, message: 'ok' } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/v1/public/contact-us');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json', 'Idempotency-Key': 'key-1' });
    expect(JSON.parse(String(init?.body))).toEqual(payload);
    expect(Object.keys(JSON.parse(String(init?.body)))).toEqual([
      'firstName',
      'lastName',
      'email',
      'mobileNumber',
      'subject',
      'message',
      'website',
      'elapsedMs',
    ]);
  });

  it('reports a body that is not JSON as undefined, with its status', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    expect(await sendContact(request, fetchMock)).toEqual({ kind: 'response', status: 502, body: undefined });
  });

  it('reports a network failure as no response', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await sendContact(request, fetchMock)).toEqual({ kind: 'no-response' });
  });

  it('gives up after requestTimeoutMs and reports no response', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
        }),
    );
    const pending = sendContact({ ...request, timeoutMs: 15_000 }, fetchMock);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(fetchMock.mock.calls[0][1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual({ kind: 'no-response' });
  });

  it('reports any other failure as unexpected', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => {
      throw new RangeError('something odd');
    });
    expect(await sendContact(request, fetchMock)).toEqual({ kind: 'unexpected' });
  });
});

describe('Idempotency-Key', () => {
  it('is reused when the same values are sent again after a failure, renewed for new values and after success', () => {
    let counter = 0;
    const keys = createIdempotencyKeys(() => `key-${++counter}`);
    expect(keys.keyFor('a')).toBe('key-1');
    expect(keys.keyFor('a')).toBe('key-1');
    expect(keys.keyFor('b')).toBe('key-2');
    keys.succeeded();
    expect(keys.keyFor('b')).toBe('key-3');
  });

  it('is a version 4 UUID', () => {
    expect(randomKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
