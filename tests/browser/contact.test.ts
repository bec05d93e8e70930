// The contact page in real Chromium: the spec's validation messages (section 5), every outcome of
// section 8 (success through the real server and its database; the other answers are fulfilled by
// intercepting the request), the Sending... state, the reset, and the notices' place and timing.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page, Route } from 'playwright-core';
import { hasBrowser, launchChromium, openPage } from './chromium.ts';
import { fixtureSite } from '../fixture-site.ts';
import { testApkPath } from '../fixtures/test-apk.ts';

const site = fixtureSite;
const baseURL = inject('baseURL');
const { fields, submit, outcomes, antiSpam } = site.contact;
const contactRoute = `**${site.api.contactPath}`;

const valid: Record<string, string> = {
  [fields.firstName.label]: 'Asha',
  [fields.lastName.label]: 'Verma',
  [fields.email.label]: 'asha.verma@example.in',
  [fields.mobileNumber.label]: '9876543210',
  [fields.subject.label]: 'Withdrawal pending',
  [fields.message.label]: 'My withdrawal from yesterday is still pending. Please help.',
};

/** Opens the contact page and waits until the loader has lifted, so the form can be used. */
async function visitContact(browser: Browser, width = 1280) {
  const opened = await openPage(browser, width);
  await opened.page.goto(`${baseURL}/contact`);
  await opened.page.locator('.loader').waitFor({ state: 'detached', timeout: 20_000 });
  // The form's code loads when it comes near the screen; until it has hydrated the button stays
  // disabled, so a click on it does nothing. (The test site's loader lifts after 100 ms, sooner than
  // the form's code arrives on a busy machine; typing before then is its own test, below.)
  await expect.poll(() => sendButton(opened.page).isEnabled(), { timeout: 30_000 }).toBe(true);
  return { ...opened, shownAt: Date.now() };
}

function contactSection() {
  for (const section of site.pages.contact.sections) if (section.type === 'contactForm') return section;
  throw new Error('the contact page has no contactForm section');
}
const form = (page: Page) => page.getByRole('form', { name: contactSection().formLabel });
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });
const sendButton = (page: Page) => form(page).getByRole('button', { name: submit.label });
/** A notice (react-toastify renders each as role=alert) with exactly this text. */
const notice = (page: Page, text: string): Locator => page.getByRole('alert').filter({ hasText: text });

async function fillValid(page: Page) {
  for (const [label, value] of Object.entries(valid)) await field(page, label).fill(value);
}

/**
 * The server quietly drops (but still answers success to) a form sent sooner than
 * contact.antiSpam.minFillMs after it was shown, as a bot would; wait as long as a person takes.
 */
async function waitForFillTime(page: Page, shownAt: number) {
  const wait = antiSpam.minFillMs + 250 - (Date.now() - shownAt);
  if (wait > 0) await page.waitForTimeout(wait);
}

async function expectValuesKept(page: Page) {
  for (const [label, value] of Object.entries(valid)) expect(await field(page, label).inputValue(), label).toBe(value);
}

/** Answers the contact request with this status and body instead of the server. */
async function answerWith(
  page: Page,
  status: number,
  body: string,
  headers: Record<string, string> = { 'Content-Type': 'application/json' },
) {
  await page.route(contactRoute, (route) => route.fulfill({ status, body, headers }));
}

describe.skipIf(!hasBrowser)('contact page in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows every validation message of spec section 5 and focuses the first invalid field', async () => {
    const { page } = await visitContact(browser, 360);
    let requests = 0;
    page.on('request', (request) => {
      if (request.url().endsWith(site.api.contactPath)) requests += 1;
    });
    await sendButton(page).click();
    for (const message of [
      'First Name is required',
      'Last Name is required',
      'Email is required',
      'Phone number is required',
      'Subject is required',
      'Message is required',
    ]) {
      await form(page).getByText(message, { exact: true }).waitFor();
    }
    await expect.poll(() => field(page, fields.firstName.label).evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await field(page, fields.firstName.label).getAttribute('aria-invalid')).toBe('true');

    const email = field(page, fields.email.label);
    await email.fill('asha@gmail');
    await email.blur();
    await form(page).getByText('Invalid email', { exact: true }).waitFor();
    const describedBy = await email.getAttribute('aria-describedby');
    expect(await page.locator(`#${describedBy}`).textContent()).toBe('Invalid email');

    const phone = field(page, fields.mobileNumber.label);
    await phone.fill('98765abcde');
    await phone.blur();
    await form(page).getByText('Phone number must be numeric', { exact: true }).waitFor();
    await phone.fill('987654321');
    await phone.blur();
    await form(page).getByText('Phone number must be at least 10 digits', { exact: true }).waitFor();

    await field(page, fields.firstName.label).fill('Asha');
    await field(page, fields.lastName.label).fill('Verma');
    await sendButton(page).click();
    // Focus goes to the first field that is still wrong, in the form's order.
    await expect.poll(() => email.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(requests).toBe(0);
    await page.context().close();
  });

  it('brings the refused field into view with its label clear of the header and its message on screen, on a small phone', async () => {
    const { page } = await openPage(browser, 320, { viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });
    await page.goto(`${baseURL}/contact`);
    await expect.poll(() => sendButton(page).isEnabled(), { timeout: 30_000 }).toBe(true);
    await fillValid(page);
    const email = field(page, fields.email.label);
    await email.fill('asha@');
    await sendButton(page).tap();
    await expect.poll(() => email.evaluate((element) => element === document.activeElement)).toBe(true);
    await form(page).getByText(fields.email.invalid, { exact: true }).waitFor();
    const where = await email.evaluate((element) => {
      const label = document.querySelector(`label[for="${element.id}"]`)?.getBoundingClientRect();
      const message = document.getElementById(element.getAttribute('aria-describedby') ?? '')?.getBoundingClientRect();
      const header = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
      return { labelTop: label?.top ?? -1, header, messageBottom: message?.bottom ?? Infinity, screen: window.innerHeight };
    });
    expect(where.labelTop, JSON.stringify(where)).toBeGreaterThanOrEqual(where.header);
    expect(where.messageBottom, JSON.stringify(where)).toBeLessThanOrEqual(where.screen);
    await page.context().close();
  });

  it('sends a message through the real server, shows the success notice at top-right, clears the form, and the notice closes itself', async () => {
    const { page, problems, shownAt } = await visitContact(browser);
    await fillValid(page);
    await field(page, fields.message.label).pressSequentially(' Thanks!', { delay: 40 });
    await waitForFillTime(page, shownAt);

    const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith(site.api.contactPath)), sendButton(page).click()]);
    const request = response.request();
    const sent = request.postDataJSON() as Record<string, unknown>;
    expect(sent).toMatchObject({
      firstName: 'Asha',
      lastName: 'Verma',
      email: 'asha.verma@example.in',
      mobileNumber: '9876543210',
      subject: 'Withdrawal pending',
      message: 'My withdrawal from yesterday is still pending. Please help. Thanks!',
      website: '',
    });
    expect(sent.elapsedMs).toBeGreaterThanOrEqual(antiSpam.minFillMs);
    expect(await request.headerValue('content-type')).toBe('application/json');
    expect(await request.headerValue('idempotency-key')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(response.status()).toBe(201);
    expect(await response.json()).toEqual({ success: true, message: site.contact.server.received });

    const success = notice(page, 'Your message has been sent successfully!');
    await success.waitFor();
    const appearedAt = Date.now();
    for (const label of Object.keys(valid)) expect(await field(page, label).inputValue(), label).toBe('');
    expect(await sendButton(page).isEnabled()).toBe(true);

    // Top-right: the notice hugs the right edge near the top of the viewport, once its entrance
    // animation (which overshoots sideways) has settled.
    await success.evaluate((element) =>
      Promise.all((element.closest('.Toastify__toast') ?? element).getAnimations().map((animation) => animation.finished)),
    );
    const box = await success.boundingBox();
    const viewport = page.viewportSize();
    expect(box).not.toBeNull();
    if (box && viewport) {
      expect(box.y).toBeLessThan(80);
      expect(viewport.width - (box.x + box.width)).toBeLessThan(40);
      expect(box.x).toBeGreaterThan(viewport.width / 2);
    }
    // Its close button is a target of at least 24 px square (WCAG 2.5.8); the library's was 14 x 19.
    const close = await success.evaluate((element) => {
      const box = element.closest('.Toastify__toast')?.querySelector('button')?.getBoundingClientRect();
      return box ? [box.width, box.height] : [];
    });
    expect(close).toHaveLength(2);
    expect(Math.min(...close)).toBeGreaterThanOrEqual(24);
    // It closes itself after site.yaml's notices.autoCloseMs (not sooner), with time to spare.
    await page.mouse.move(0, viewport ? viewport.height - 1 : 0);
    await success.waitFor({ state: 'detached', timeout: site.notices.autoCloseMs + 10_000 });
    expect(Date.now() - appearedAt).toBeGreaterThanOrEqual(site.notices.autoCloseMs - 500);
    // No script errors along the way. (Console errors are the shell test's business: it checks
    // every page for them.)
    expect(problems.filter((problem) => problem.startsWith('pageerror'))).toEqual([]);
    await page.context().close();
  });

  it('reads "Sending..." and is disabled while the message is on its way, then gives focus back to the button', async () => {
    const { page } = await visitContact(browser);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let arrived: () => void = () => {};
    const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
    await page.route(contactRoute, async (route: Route) => {
      arrived();
      await held;
      await route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ success: true, message: 'ok' }) });
    });
    await fillValid(page);
    // From the keyboard: focus must come back to the button once it is enabled again.
    await sendButton(page).focus();
    await page.keyboard.press('Enter');
    await requestArrived;
    const busy = form(page).getByRole('button', { name: submit.busyLabel });
    await busy.waitFor();
    expect(await busy.textContent()).toBe('Sending...');
    expect(await busy.isDisabled()).toBe(true);
    release();
    await notice(page, outcomes.success).waitFor();
    expect(await sendButton(page).isEnabled()).toBe(true);
    await expect.poll(() => sendButton(page).evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await field(page, fields.firstName.label).inputValue()).toBe('');
    await page.context().close();
  });

  const errorAnswers: [string, number, string, Record<string, string> | undefined, string][] = [
    [
      'success false with a message',
      200,
      JSON.stringify({ success: false, message: 'We are not taking messages today.' }),
      undefined,
      'We are not taking messages today.',
    ],
    ['success false without a message', 200, JSON.stringify({ success: false }), undefined, 'Something went wrong!'],
    [
      'an error status with a message',
      500,
      JSON.stringify({ success: false, message: 'We could not save your message.' }),
      undefined,
      'We could not save your message.',
    ],
    ['an error status without a message', 503, JSON.stringify({ success: false }), undefined, 'An error occurred'],
    ['an error status whose body is not JSON', 502, '<h1>Bad Gateway</h1>', { 'Content-Type': 'text/html' }, 'An error occurred'],
    [
      'a 429 with its wait',
      429,
      JSON.stringify({ success: false, message: 'You have sent several messages in a short time. Please wait 7 minutes and try again.' }),
      { 'Content-Type': 'application/json', 'Retry-After': '420' },
      'You have sent several messages in a short time. Please wait 7 minutes and try again.',
    ],
  ];
  for (const [name, status, body, headers, shown] of errorAnswers) {
    it(`shows "${shown}" for ${name} and keeps the values`, async () => {
      const { page } = await visitContact(browser);
      await answerWith(page, status, body, headers);
      await fillValid(page);
      await sendButton(page).click();
      await notice(page, shown).waitFor();
      expect(await notice(page, shown).textContent()).toBe(shown);
      await expectValuesKept(page);
      expect(await sendButton(page).isEnabled()).toBe(true);
      await page.context().close();
    });
  }

  it("keeps what a visitor typed before the form's code arrived, and sends it", async () => {
    const opened = await openPage(browser, 1280);
    const { page } = opened;
    // A slow phone: the form's code arrives well after the loader has lifted.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/ContactForm-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${baseURL}/contact`);
    await page.locator('.loader').waitFor({ state: 'detached', timeout: 45_000 });
    const shownAt = Date.now();
    const [firstLabel, firstValue] = Object.entries(valid)[0];
    await field(page, firstLabel).fill(firstValue);
    expect(await sendButton(page).isEnabled()).toBe(false);
    release();
    await expect.poll(() => sendButton(page).isEnabled(), { timeout: 30_000 }).toBe(true);
    expect(await field(page, firstLabel).inputValue()).toBe(firstValue);
    for (const [label, value] of Object.entries(valid).slice(1)) await field(page, label).fill(value);
    await waitForFillTime(page, shownAt);
    await sendButton(page).click();
    await notice(page, 'Your message has been sent successfully!').waitFor({ timeout: 30_000 });
    expect(opened.problems).toEqual([]);
    await page.context().close();
  });

  it('says "No response from the server" when the server is down, and keeps the values', async () => {
    const { page } = await visitContact(browser);
    await page.route(contactRoute, (route) => route.abort('connectionrefused'));
    await fillValid(page);
    await sendButton(page).click();
    await notice(page, 'No response from the server').waitFor();
    await expectValuesKept(page);
    await page.context().close();
  });

  it('says "No response from the server" when the phone goes offline before its first Send, and keeps the page and the values', async () => {
    const { page, problems } = await visitContact(browser, 360);
    await fillValid(page);
    await page.context().setOffline(true);
    await sendButton(page).click();
    await notice(page, 'No response from the server').waitFor();
    await expectValuesKept(page);
    expect(problems.filter((problem) => problem.startsWith('pageerror'))).toEqual([]);
    await page.context().close();
  });

  it("still shows the answer, in a plain box, when the notices' own code cannot be loaded, and keeps the page", async () => {
    const { page, shownAt } = await visitContact(browser, 360);
    await page.route(/\/assets\/(Notices|unstyled)-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.route(contactRoute, (route) => route.abort('internetdisconnected'));
    await fillValid(page);
    await sendButton(page).click();
    await notice(page, 'No response from the server').waitFor();
    await expectValuesKept(page);
    expect(await form(page).isVisible()).toBe(true);
    // Back online, Send again: the answer is the success notice alone. The plain box stayed on top
    // of it for its whole life, so a visitor read "No response" above an emptied form.
    await page.unrouteAll();
    await waitForFillTime(page, shownAt);
    await sendButton(page).click();
    await notice(page, outcomes.success).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'No response from the server' }).count()).toBe(0);
    await page.context().close();
  });

  it("shows the real server's 400 message for a field it rejects, and keeps the values", async () => {
    const { page, shownAt } = await visitContact(browser);
    // The form never sends an invalid email itself (the same rules run in the browser), so the
    // request is altered on its way to stand in for a client that skipped the checks.
    await page.route(contactRoute, async (route) => {
      const sent = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...sent, email: 'asha@' }) });
    });
    await fillValid(page);
    // Too fast and the server answers success without looking at the fields (spam is not told).
    await waitForFillTime(page, shownAt);
    const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith(site.api.contactPath)), sendButton(page).click()]);
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, message: 'Invalid email' });
    await notice(page, 'Invalid email').waitFor();
    await expectValuesKept(page);
    await page.context().close();
  });

  it('offers the Android download as /api/v1/public/apk in a new tab', async () => {
    const { page } = await openPage(browser, 1280);
    await page.goto(`${baseURL}/`);
    await page.locator('.loader').waitFor({ state: 'detached', timeout: 20_000 });
    const android = page.getByRole('link', { name: new RegExp(site.downloads.android.label) }).first();
    expect(await android.getAttribute('href')).toBe('/api/v1/public/apk');
    expect(await android.getAttribute('target')).toBe('_blank');
    await page.context().close();
  });

  it('shows the SHA-256 of the APK beside the Android button, and the download delivers exactly those bytes', async () => {
    const expected = createHash('sha256').update(readFileSync(testApkPath)).digest('hex');
    const { page } = await openPage(browser, 1280);
    await page.goto(`${baseURL}/`);
    await page.locator('.loader').waitFor({ state: 'detached', timeout: 20_000 });
    const checksum = page.getByText(site.downloads.android.apk.checksumLabel, { exact: true }).locator('..').locator('code');
    expect(await checksum.textContent(), 'build with `npm test` (it builds with the fixture APK)').toBe(expected);

    const href = await page
      .getByRole('link', { name: new RegExp(site.downloads.android.label) })
      .first()
      .getAttribute('href');
    const download = await page.request.get(`${baseURL}${href}`);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toBe('application/vnd.android.package-archive');
    const { version, downloadName } = site.downloads.android.apk;
    expect(download.headers()['content-disposition']).toBe(`attachment; filename="${downloadName.replace('{version}', version)}"`);
    expect(
      createHash('sha256')
        .update(await download.body())
        .digest('hex'),
    ).toBe(expected);
    await page.context().close();
  });
});
