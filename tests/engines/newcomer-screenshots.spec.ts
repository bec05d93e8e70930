// The newcomer's screenshots (issue 46): what a visitor sees in each engine at a phone's and a
// laptop's width, to look at rather than to compare: the home page's top, the same at 200 % text,
// the payment partners' logos, and the notice a dropped connection gives on the contact page.
// Taken only when asked (npm run test:engines:screenshots, every engine), into
// test-results/engines/screenshots/ (git-ignored).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { site, test } from './fixtures.ts';
import type { EnginePage } from './engine-page.ts';
import { clickByRole, getByRole, getByRoleAndText, waitFor } from './queries.ts';
import { settledScrollY, visit } from './steps.ts';

const folder = path.resolve(import.meta.dirname, '../../test-results/engines/screenshots');

test.skip(process.env.ENGINE_SCREENSHOTS !== '1', 'only with ENGINE_SCREENSHOTS=1 (npm run test:engines:screenshots)');

const shot = async (page: EnginePage, name: string) => {
  mkdirSync(folder, { recursive: true });
  await page.screenshot(path.join(folder, `${page.engine}-${page.width}-${name}.png`));
};

test('home, large text and the partners’ logos', async ({ tab: page }) => {
  await visit(page, '/');
  await shot(page, 'home-top');
  await page.evaluate(() => document.getElementById('payment-partners')?.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await settledScrollY(page);
  await page.evaluate(() => document.getElementById('payment-partners')?.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await settledScrollY(page);
  await shot(page, 'payment-partners');
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '32px';
  });
  await settledScrollY(page);
  await shot(page, 'home-200-percent-text');
});

test('the offline notice on the contact page', async ({ tab: page, network }) => {
  const { fields, submit, outcomes } = site.contact;
  await visit(page, '/contact');
  const values: [string, string][] = [
    [fields.firstName.label, 'Asha'],
    [fields.lastName.label, 'Verma'],
    [fields.email.label, 'asha@example.com'],
    [fields.mobileNumber.label, '9876543210'],
    [fields.subject.label, 'Tournaments'],
    [fields.message.label, 'When does the next Ludo tournament start?'],
  ];
  await waitFor(
    page,
    'the form to be ready',
    () => document.querySelector<HTMLButtonElement>('form button[type="submit"]')?.disabled === false,
  );
  for (const [label, value] of values) await page.type(await getByRole(page, 'textbox', label, 'form'), value);
  await getByRole(page, 'region', site.notices.label);
  network.cut();
  await waitFor(page, 'the time a person takes', (ms: number) => performance.now() > ms, site.contact.antiSpam.minFillMs + 500);
  await clickByRole(page, 'button', submit.label, 'form');
  await getByRoleAndText(page, 'alert', new RegExp(outcomes.noResponse));
  // Come to rest after sliding in: the notice's own animations have finished (not its timer bar's,
  // which runs until the notice closes itself).
  await page.evaluate(() => {
    const alert = document.querySelector('[role="alert"]');
    const notice = alert?.closest('.Toastify__toast, .notice-plain') ?? alert;
    return Promise.all((notice?.getAnimations() ?? []).map((animation) => animation.finished)).then(() => undefined);
  });
  await shot(page, 'offline-notice');
});
