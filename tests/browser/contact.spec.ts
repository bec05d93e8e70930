// The contact page in real Chromium, for what only a real browser and the real server show: a message
// typed before the form's code arrived is kept and sent, through the real server and its database
// (the success notice, the form emptied, the notice's place and its own timing); a server error and a
// lost connection each get the spec's words with the values kept; the page's security policy holds
// throughout. The field rules and their messages are the component tests'
// (tests/components/contact-form.test.tsx).
import { expect, holdRequests, isPhoneWidth, site, test, type Page } from './fixtures.ts';
import { expectLoaderLifted, expectPageLive, sectionCode } from './page-state.ts';

const { fields, submit, outcomes, antiSpam } = site.contact;
const contactRoute = `**${site.api.contactPath}`;
const formLabel = (() => {
  for (const section of site.pages.contact.sections) if (section.type === 'contactForm') return section.formLabel;
  throw new Error('the contact page has no contactForm section');
})();

const valid: Record<string, string> = {
  [fields.firstName.label]: 'Asha',
  [fields.lastName.label]: 'Verma',
  [fields.email.label]: 'asha.verma@example.in',
  [fields.mobileNumber.label]: '9876543210',
  [fields.subject.label]: 'Withdrawal pending',
  [fields.message.label]: 'My withdrawal from yesterday is still pending. Please help.',
};

const form = (page: Page) => page.getByRole('form', { name: formLabel });
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });
/** A notice (each is role=alert) with exactly this text. */
const notice = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

type Box = { x: number; y: number; width: number; height: number };
/** What the page saw of the success notice, frame by frame (page times in ms, boxes in CSS px). */
interface NoticeSeen {
  shownAt?: number;
  goneAt?: number;
  box?: Box;
  closeBox?: Box;
}

async function expectValuesKept(page: Page): Promise<void> {
  for (const [label, value] of Object.entries(valid)) await expect(field(page, label), label).toHaveValue(value);
}

test.describe('the contact form', { tag: '@each-width' }, () => {
  test('sends what was typed before its code arrived through the real server, and says so when it cannot', async ({ page, problems }) => {
    const send = form(page).getByRole('button', { name: submit.label });
    const [firstLabel, firstValue] = Object.entries(valid)[0];

    await test.step("keeps what the visitor typed before the form's code arrived", async () => {
      // A slow phone: the form's code arrives well after the page is shown.
      const release = await holdRequests(page, sectionCode('ContactForm'));
      await page.goto(site.pages.contact.path);
      await expectLoaderLifted(page);
      await field(page, firstLabel).fill(firstValue);
      await expect(send).toBeDisabled();
      release();
      await expectPageLive(page);
      await expect(send).toBeEnabled();
      await expect(field(page, firstLabel)).toHaveValue(firstValue);
      // Working, the button no longer says why it would be grey.
      await expect(page.getByText(submit.waiting, { exact: true })).toBeHidden();
      await expect(send).not.toHaveAttribute('aria-describedby');
    });
    // The form's clock started when it was shown, before this: it can only have counted more.
    const shownAt = await page.evaluate(() => performance.now());
    for (const [label, value] of Object.entries(valid).slice(1)) await field(page, label).fill(value);

    if (isPhoneWidth(page)) {
      await test.step('brings a refused field into view, its label clear of the header and its message on screen', async () => {
        const email = field(page, fields.email.label);
        await email.fill('asha@');
        await send.click();
        await expect(email).toBeFocused();
        await expect(form(page).getByText(fields.email.invalid, { exact: true })).toBeVisible();
        const where = await email.evaluate((element) => {
          const label = document.querySelector(`label[for="${element.id}"]`)?.getBoundingClientRect();
          const message = document.getElementById(element.getAttribute('aria-describedby') ?? '')?.getBoundingClientRect();
          const header = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
          return { labelTop: label?.top ?? -1, header, messageBottom: message?.bottom ?? Infinity, screen: window.innerHeight };
        });
        expect(where.labelTop, JSON.stringify(where)).toBeGreaterThanOrEqual(where.header);
        expect(where.messageBottom, JSON.stringify(where)).toBeLessThanOrEqual(where.screen);
        await email.fill(valid[fields.email.label]);
      });
    }

    await test.step(`reads "${submit.busyLabel}" while sending, then says "${outcomes.errorResponse}" when the server fails, keeping the values and focus`, async () => {
      let answer = () => {};
      const answered = new Promise<void>((resolve) => (answer = resolve));
      await page.route(contactRoute, async (route) => {
        await answered;
        await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ success: false }) });
      });
      // From the keyboard: a disabled button loses focus to the page, and the form gives it back.
      await send.focus();
      await page.keyboard.press('Enter');
      await expect(form(page).getByRole('button', { name: submit.busyLabel })).toBeDisabled();
      answer();
      await expect(notice(page, outcomes.errorResponse)).toBeVisible();
      await expect(send).toBeFocused();
      await expectValuesKept(page);
      await expect(send).toBeEnabled();
      await page.unrouteAll();
    });

    await test.step(`says "${outcomes.noResponse}" when the connection is lost, and keeps the values`, async () => {
      await page.route(contactRoute, (route) => route.abort('internetdisconnected'));
      await send.click();
      await expect(notice(page, outcomes.noResponse)).toBeVisible();
      await expectValuesKept(page);
      await expect(send).toBeEnabled();
      await page.unrouteAll();
    });

    await test.step('sends through the real server: the success notice at top-right, the form emptied, the notice closing itself', async () => {
      // The server quietly drops a form sent sooner than antiSpam.minFillMs after it was shown, as a
      // bot's: the visitor takes at least that long, on the page's clock.
      await page.waitForFunction(({ from, ms }) => performance.now() - from >= ms, { from: shownAt, ms: antiSpam.minFillMs });
      // When the success notice comes on the screen and leaves it, on the page's clock, frame by frame,
      // and where it stands once its entrance (which overshoots sideways) has ended: read in the page,
      // since on a busy machine the notice may have closed itself before the test could ask.
      await page.evaluate(
        ({ text, closeLabel }) => {
          const seen: NoticeSeen = {};
          Object.assign(window, { successNotice: seen });
          const rect = (element: Element | null | undefined) => {
            const box = element?.getBoundingClientRect();
            return box && { x: box.x, y: box.y, width: box.width, height: box.height };
          };
          const watch = (time: number) => {
            const alert = [...document.querySelectorAll('[role="alert"]')].find(
              (candidate) =>
                candidate.textContent?.includes(text) && candidate.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
            );
            if (alert) {
              seen.shownAt ??= time;
              const entering = document
                .getAnimations()
                .some(
                  (animation) =>
                    animation.playState !== 'finished' &&
                    animation.effect instanceof KeyframeEffect &&
                    animation.effect.target?.contains(alert),
                );
              if (!entering && !seen.box) {
                seen.box = rect(alert);
                seen.closeBox = rect([...alert.querySelectorAll('button')].find((button) => button.ariaLabel === closeLabel));
              }
            } else if (seen.shownAt !== undefined) seen.goneAt = time;
            if (seen.goneAt === undefined) requestAnimationFrame(watch);
          };
          requestAnimationFrame(watch);
        },
        { text: outcomes.success, closeLabel: site.notices.closeLabel },
      );
      const [response] = await Promise.all([page.waitForResponse((answer) => answer.url().endsWith(site.api.contactPath)), send.click()]);
      expect(response.status()).toBe(201);
      expect(await response.json()).toEqual({ success: true, message: site.contact.server.received });
      expect(response.request().postDataJSON()).toMatchObject({ firstName: 'Asha', message: valid[fields.message.label], website: '' });

      const success = notice(page, outcomes.success);
      for (const label of Object.keys(valid)) await expect(field(page, label), label).toHaveValue('');
      await expect(send).toBeEnabled();
      // Top-right once its entrance has ended; its close button a target of at least 24 px square
      // (WCAG 2.5.8).
      const seen = () => page.evaluate(() => (window as unknown as { successNotice: NoticeSeen }).successNotice);
      await expect.poll(async () => (await seen()).box).toBeDefined();
      const { box, closeBox } = await seen();
      const viewport = page.viewportSize() ?? { width: 0, height: 0 };
      expect(box?.y).toBeLessThan(80);
      expect(viewport.width - ((box?.x ?? 0) + (box?.width ?? 0))).toBeLessThan(40);
      if (!isPhoneWidth(page)) expect(box?.x).toBeGreaterThan(viewport.width / 2);
      expect(Math.min(closeBox?.width ?? 0, closeBox?.height ?? 0)).toBeGreaterThanOrEqual(24);
      // It closes itself after notices.autoCloseMs, not sooner (the mouse off it: hovering holds it),
      // whatever the width: timed once, on a laptop.
      if (isPhoneWidth(page)) return;
      await page.mouse.move(0, viewport.height - 1);
      await expect(success).toBeHidden({ timeout: site.notices.autoCloseMs + 10_000 });
      await expect.poll(async () => (await seen()).goneAt).toBeDefined();
      const { shownAt: appeared = Infinity, goneAt = 0 } = await seen();
      expect(goneAt - appeared, 'ms the notice was shown').toBeGreaterThanOrEqual(site.notices.autoCloseMs);
    });

    // Failed requests are the browser's to report (the server error, the lost connection); nothing
    // the page did was refused by its security policy, and nothing threw.
    expect(problems.filter((problem) => /Content Security Policy|pageerror/.test(problem))).toEqual([]);
  });
});
