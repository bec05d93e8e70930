// The contact API in the language of the page that sent the message: the form sends its page's
// language as Accept-Language (hi-IN on /hi/contact); every answer, success and error, comes in it,
// and the message is stored with it. English for anything else.
import { describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { fillTemplate } from '../../src/content/fill-template.ts';
import { fixtureHindiSite, fixtureSite } from '../fixture-site.ts';
import { apkPath, postContact, serverMessages, testApp, validMessage } from './helpers.ts';
import { pageLanguage, preferredLanguage } from '../../src/server/language.ts';
import { writeMessagesFrom } from '../../src/server/export/write-messages.ts';
import { openMessageStore } from '../../src/server/db/open-message-store.ts';

if (!fixtureHindiSite) throw new Error('the test site has no site.hi.yaml');
const hindi = fixtureHindiSite.contact;
const hindiPage = { 'accept-language': 'hi-IN' };
const devanagari = /[\u0900-\u097F]/;

describe('preferredLanguage', () => {
  it('takes the first language the server has, by weight then order, and English otherwise', () => {
    expect(preferredLanguage('hi-IN', ['en', 'hi'], 'en')).toBe('hi');
    expect(preferredLanguage('en-IN,hi;q=0.8', ['en', 'hi'], 'en')).toBe('en');
    expect(preferredLanguage('ta-IN, hi;q=0.5, en;q=0.4', ['en', 'hi'], 'en')).toBe('hi');
    expect(preferredLanguage('en;q=0.2, hi;q=0.9', ['en', 'hi'], 'en')).toBe('hi');
    expect(preferredLanguage('hi;q=0, fr', ['en', 'hi'], 'en')).toBe('en');
    expect(preferredLanguage(undefined, ['en', 'hi'], 'en')).toBe('en');
  });
});

describe('pageLanguage', () => {
  it("takes the language of the site's page a request came from; none from another site or none", () => {
    const codes = ['hi', 'en'];
    expect(pageLanguage('https://www.skillstrike.in/hi', 'www.skillstrike.in', codes)).toBe('hi');
    expect(pageLanguage('https://www.skillstrike.in/hi/about#games', 'www.skillstrike.in', codes)).toBe('hi');
    expect(pageLanguage('https://www.skillstrike.in/about', 'www.skillstrike.in', codes)).toBe('en');
    expect(pageLanguage('https://www.skillstrike.in/history', 'www.skillstrike.in', codes)).toBe('en');
    expect(pageLanguage('https://elsewhere.example/hi', 'www.skillstrike.in', codes)).toBeUndefined();
    expect(pageLanguage(undefined, 'www.skillstrike.in', codes)).toBeUndefined();
    expect(pageLanguage('not a url', 'www.skillstrike.in', codes)).toBeUndefined();
    expect(pageLanguage('http://localhost/hi', 'localhost:80', codes)).toBe('hi');
  });
});

describe('the contact API in Hindi', () => {
  it('answers a message from a Hindi page in Hindi and stores it as hi; an English one as en', async () => {
    const test = await testApp();
    try {
      const fromHindi = await postContact(test.app, validMessage(), hindiPage);
      expect(fromHindi.statusCode).toBe(201);
      expect(fromHindi.json()).toEqual({ success: true, message: hindi.server.received });
      expect(hindi.server.received).toMatch(devanagari);
      const fromEnglish = await postContact(test.app, validMessage({ email: 'ravi@example.in' }), { 'accept-language': 'en-IN' });
      expect(fromEnglish.json()).toEqual({ success: true, message: serverMessages.received });

      const db = new Database(test.databasePath, { readonly: true });
      const rows = db.prepare('SELECT email, language FROM contact_messages ORDER BY id').all();
      db.close();
      expect(rows).toEqual([
        { email: 'asha.verma@example.in', language: 'hi' },
        { email: 'ravi@example.in', language: 'en' },
      ]);
    } finally {
      await test.close();
    }
  });

  it('accepts a Hindi message as long as the form allows, though each letter takes several bytes', async () => {
    // The form counts letters as a reader does (graphemes): कि is one, of six bytes in UTF-8.
    const longest = 'कि'.repeat(fixtureSite.contact.fields.message.maxLength);
    expect(Buffer.byteLength(longest)).toBeGreaterThan(16 * 1024);
    const test = await testApp();
    try {
      const response = await postContact(test.app, validMessage({ message: longest }), hindiPage);
      expect(response.statusCode).toBe(201);
      const tooLong = await postContact(test.app, validMessage({ message: `${longest}कि` }), hindiPage);
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().errors.message).toBeTruthy();
    } finally {
      await test.close();
    }
  });

  it('gives every error in Hindi: a field, the body, the limit, the store', async () => {
    const test = await testApp({ rateLimit: { max: 1, windowMinutes: 10 } });
    try {
      const invalid = await postContact(test.app, validMessage({ email: 'not an address' }), hindiPage);
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().errors.email).toBe(hindi.fields.email.invalid);
      expect(invalid.json().message).toMatch(devanagari);

      const badJson = await postContact(test.app, '{"firstName": ', hindiPage);
      expect(badJson.json()).toEqual({ success: false, message: hindi.server.badJson });
      const unknown = await postContact(test.app, { ...validMessage(), colour: 'red' }, hindiPage);
      expect(unknown.json().message).toBe(fillTemplate(hindi.server.unknownField, { field: 'colour' }));
      const tooLarge = await postContact(test.app, validMessage({ message: 'क'.repeat(30_000) }), hindiPage);
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json().message).toBe(hindi.server.tooLarge);
      const notJson = await test.app.inject({
        method: 'POST',
        url: '/api/v1/public/contact-us',
        headers: { 'content-type': 'text/plain', ...hindiPage },
        payload: 'hi',
      });
      expect(notJson.json().message).toBe(hindi.server.notJson);

      expect((await postContact(test.app, validMessage(), hindiPage)).statusCode).toBe(201);
      const limited = await postContact(test.app, validMessage({ email: 'b@example.in' }), hindiPage);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ success: false, message: fillTemplate(hindi.server.rateLimited, { minutes: '10 मिनट' }) });
    } finally {
      await test.close();
    }
  });

  it('answers an unknown API address and a download with no APK yet in Hindi too', async () => {
    const test = await testApp();
    try {
      const unknown = await test.app.inject({ method: 'GET', url: '/api/nothing-here', headers: hindiPage });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ success: false, message: fixtureHindiSite?.api.errors.notFound });
      expect(fixtureHindiSite?.api.errors.notFound).toMatch(devanagari);
      const accept = 'text/html,application/xhtml+xml,*/*;q=0.8';
      const page = await test.app.inject({ method: 'GET', url: apkPath, headers: { ...hindiPage, accept } });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('<html lang="hi-IN">');
      expect(page.body).toContain('href="/hi"');
      expect(page.body).toContain('href="/hi/contact"');
      const english = await test.app.inject({ method: 'GET', url: apkPath, headers: { accept } });
      expect(english.body).toContain(`<html lang="${fixtureSite.brand.lang}">`);
      expect(english.body).toContain('href="/"');
      // A Hindi reader on a phone set to English who taps Download on /hi: the page decides.
      const fromHindiPage = await test.app.inject({
        method: 'GET',
        url: apkPath,
        headers: { accept, 'accept-language': 'en-US,en;q=0.9', host: 'localhost:80', referer: 'http://localhost:80/hi' },
      });
      expect(fromHindiPage.body).toContain('<html lang="hi-IN">');
      const fromEnglishPage = await test.app.inject({
        method: 'GET',
        url: apkPath,
        headers: { accept, ...hindiPage, host: 'localhost:80', referer: 'http://localhost:80/about' },
      });
      expect(fromEnglishPage.body).toContain(`<html lang="${fixtureSite.brand.lang}">`);
    } finally {
      await test.close();
    }
  });

  it('answers a storage fault 503 in Hindi', async () => {
    const broken = await testApp();
    try {
      const operator = new Database(broken.databasePath);
      operator.exec('DROP TABLE deliveries; DROP TABLE contact_messages');
      operator.close();
      const response = await postContact(broken.app, validMessage(), hindiPage);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ success: false, message: hindi.server.storageUnavailable });
    } finally {
      await broken.close();
    }
  });

  it('shows the language in the export', async () => {
    const test = await testApp();
    try {
      await postContact(test.app, validMessage(), hindiPage);
      const store = await openMessageStore({ kind: 'sqlite', file: test.databasePath }, { readonly: true });
      let csv = '';
      await writeMessagesFrom(store.list(), 'csv', (chunk) => (csv += chunk));
      await store.close();
      const [header, row] = csv
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
      expect(header.split(',').slice(0, 3)).toEqual(['"id"', '"receivedAt"', '"language"']);
      expect(row.split(',')[2]).toBe('"hi"');
    } finally {
      await test.close();
    }
  });
});
