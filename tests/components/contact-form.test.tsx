// The contact form as a visitor meets it: labelled fields, the spec's messages under them
// (section 5), the send states and notices (sections 4 and 8), and the details beside it.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSite, sectionOfType, site } from './render.tsx';
import { ContactForm } from '../../src/sections/contact-form/ContactForm.tsx';
import { NoticesHost } from '../../src/app/layout/NoticesHost.tsx';

const section = sectionOfType('contactForm');
const { fields, submit, outcomes } = site.contact;
const labels = [
  fields.firstName.label,
  fields.lastName.label,
  fields.email.label,
  fields.mobileNumber.label,
  fields.subject.label,
  fields.message.label,
];
const valid = {
  [fields.firstName.label]: 'Asha',
  [fields.lastName.label]: 'Verma',
  [fields.email.label]: 'asha@example.in',
  [fields.mobileNumber.label]: '9876543210',
  [fields.subject.label]: 'Withdrawal',
  [fields.message.label]: 'My withdrawal is pending.',
};

function renderForm() {
  const user = userEvent.setup();
  const view = renderWithSite(
    <>
      <ContactForm section={section} />
      <NoticesHost />
    </>,
    { route: '/contact' },
  );
  return { user, ...view };
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement | HTMLTextAreaElement>(label);
const sendButton = () => screen.getByRole('button', { name: submit.label });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  for (const [label, value] of Object.entries(valid)) await user.type(field(label), value);
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

// Notices arrive on demand: the first one fetches react-toastify and the notification area, which
// the test runner transforms on the spot. On a busy machine that took longer than findByText waited
// (one second then), and the notice then turned up in the next test. Loaded once here, each test
// waits only for its own notice.
beforeAll(async () => {
  await Promise.all([import('react-toastify/unstyled'), import('../../src/app/layout/Notices.tsx')]);
});

// A notice asked for once its test had ended waits for the next notification area to show in; with
// no area mounted, dismissing drops it.
beforeEach(async () => {
  const { toast } = await import('react-toastify/unstyled');
  toast.dismiss();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ContactForm', () => {
  it('labels every field and gives phones the right keyboard and autofill', () => {
    renderForm();
    screen.getByRole('form', { name: section.formLabel });
    expect(labels).toEqual(['First Name', 'Last Name', 'Email Address', 'Phone Number', 'Subject', 'Your Message']);
    for (const label of labels) expect(field(label).required).toBe(true);
    expect(field('First Name').getAttribute('autocomplete')).toBe('given-name');
    expect(field('Last Name').getAttribute('autocomplete')).toBe('family-name');
    expect(field('Email Address').getAttribute('type')).toBe('email');
    expect(field('Email Address').getAttribute('autocomplete')).toBe('email');
    expect(field('Phone Number').getAttribute('inputmode')).toBe('numeric');
    expect(field('Phone Number').getAttribute('autocomplete')).toBe('tel');
    expect(field('Subject').tagName).toBe('TEXTAREA');
    expect(field('Subject').getAttribute('rows')).toBe('1');
    expect(field('Your Message').tagName).toBe('TEXTAREA');
    expect(field('Your Message').getAttribute('rows')).toBe('4');
    expect(sendButton().textContent).toBe('Send Now');
    screen.getByText(section.requiredNote ?? '');
  });

  it('shows all six messages when sent empty and moves focus to First Name', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderForm();
    await user.click(sendButton());
    for (const message of [
      'First Name is required',
      'Last Name is required',
      'Email is required',
      'Phone number is required',
      'Subject is required',
      'Message is required',
    ]) {
      await screen.findByText(message);
    }
    await waitFor(() => expect(document.activeElement).toBe(field('First Name')));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('moves focus to the first invalid field, not always the first field', async () => {
    const { user } = renderForm();
    await user.type(field('First Name'), 'Asha');
    await user.type(field('Last Name'), 'Verma');
    await user.type(field('Email Address'), 'asha@');
    await user.click(sendButton());
    await screen.findByText('Invalid email');
    await waitFor(() => expect(document.activeElement).toBe(field('Email Address')));
  });

  it('says "Invalid email" when the address is wrong and the visitor leaves the field', async () => {
    const { user } = renderForm();
    await user.type(field('Email Address'), 'asha@gmail');
    expect(screen.queryByText('Invalid email')).toBeNull();
    await user.tab();
    await screen.findByText('Invalid email');
  });

  for (const [typed, message] of [
    ['98765abcde', 'Phone number must be numeric'],
    ['987654321', 'Phone number must be at least 10 digits'],
  ] as const) {
    it(`says "${message}" for ${typed}`, async () => {
      const { user } = renderForm();
      await user.type(field('Phone Number'), typed);
      await user.tab();
      await screen.findByText(message);
    });
  }

  it('ties each message to its field with aria-invalid and aria-describedby', async () => {
    const { user } = renderForm();
    const phone = field('Phone Number');
    expect(phone.getAttribute('aria-invalid')).toBe('false');
    expect(phone.hasAttribute('aria-describedby')).toBe(false);
    await user.type(phone, '12345');
    await user.tab();
    const message = await screen.findByText('Phone number must be at least 10 digits');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(phone.getAttribute('aria-describedby')).toBe(message.id);
    expect(message.getAttribute('aria-live')).toBe('polite');
    await user.type(phone, '67890');
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('false'));
    expect(phone.hasAttribute('aria-describedby')).toBe(false);
    expect(message.textContent).toBe('');
  });

  it('reads "Sending..." and is disabled while the message is on its way', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const { user } = renderForm();
    await fillValid(user);
    await user.click(sendButton());
    const busy = await screen.findByRole('button', { name: submit.busyLabel });
    expect(busy.textContent).toBe('Sending...');
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await act(async () => answer(jsonResponse(201, { success: true })));
    const idle = await screen.findByRole('button', { name: 'Send Now' });
    expect((idle as HTMLButtonElement).disabled).toBe(false);
    // Notices load on demand; let this one arrive before the next test starts.
    await screen.findByText(outcomes.success);
  });

  it('sends the fields as JSON, then shows the success notice and clears the form', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(201, { success: true, message: site.contact.server.received }));
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderForm();
    await fillValid(user);
    await user.click(sendButton());
    await screen.findByText(outcomes.success);
    expect(outcomes.success).toBe('Your message has been sent successfully!');
    for (const label of labels) expect(field(label).value).toBe('');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(`${site.api.host}${site.api.contactPath}`);
    expect(init?.method).toBe('POST');
    const headers = new Headers(init?.headers);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      firstName: 'Asha',
      lastName: 'Verma',
      email: 'asha@example.in',
      mobileNumber: '9876543210',
      subject: 'Withdrawal',
      message: 'My withdrawal is pending.',
      website: '',
    });
    expect(typeof body.elapsedMs).toBe('number');
    expect(body.elapsedMs).toBeGreaterThan(0);
    expect(screen.queryByText('First Name is required')).toBeNull();
  });

  // (That the button closes the notice is seen in Chromium, tests/browser/hindi.spec.ts: happy-dom plays
  // no exit animation, and the library removes a notice when it ends.)
  it("names the notification area, a notice's close button and its countdown in site.yaml's words", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => jsonResponse(201, { success: true })),
    );
    const { user } = renderForm();
    await fillValid(user);
    await user.click(sendButton());
    const shown = await screen.findByText(outcomes.success);
    const area = screen.getByRole('region', { name: site.notices.label });
    expect(area.contains(shown)).toBe(true);
    await waitFor(() => expect(within(area).getByRole('progressbar', { name: site.notices.timerLabel })).toBeTruthy());
    expect(within(area).getByRole('button', { name: site.notices.closeLabel })).toBeTruthy();
  });

  it('keeps the values after an error, and re-sends them with the same Idempotency-Key', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(jsonResponse(500, {}))
      .mockResolvedValueOnce(jsonResponse(201, { success: true }));
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderForm();
    await fillValid(user);
    await user.click(sendButton());
    await screen.findByText(outcomes.errorResponse);
    for (const [label, value] of Object.entries(valid)) expect(field(label).value).toBe(value);
    await user.click(sendButton());
    await screen.findByText(outcomes.success);
    const key = (call: number) => new Headers(fetchMock.mock.calls[call][1]?.headers).get('Idempotency-Key');
    expect(key(0)).toBe(key(1));
  });

  it("shows the server's message when it answers success false, and keeps the values", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => jsonResponse(200, { success: false, message: 'Please try again tomorrow.' })),
    );
    const { user } = renderForm();
    await fillValid(user);
    await user.click(sendButton());
    await screen.findByText('Please try again tomorrow.');
    expect(field('Your Message').value).toBe('My withdrawal is pending.');
  });

  it('says there was no response when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { user } = renderForm();
    await fillValid(user);
    await user.click(sendButton());
    await screen.findByText(outcomes.noResponse);
    expect(field('First Name').value).toBe('Asha');
  });

  it('sends the form with Enter in the one-line subject instead of adding a line break', async () => {
    const { user } = renderForm();
    await user.type(field('Subject'), 'Hello{Enter}');
    expect(field('Subject').value).toBe('Hello');
    await screen.findByText('First Name is required');
  });

  it('shows the company email and phone as links, and the office address', () => {
    renderForm();
    const { info } = section;
    const panel = screen.getByRole('heading', { level: 2, name: info.heading }).parentElement as HTMLElement;
    const email = within(panel).getByRole('link', { name: info.email.address });
    expect(email.getAttribute('href')).toBe('mailto:support@skillstrike.in');
    const phone = within(panel).getByRole('link', { name: info.phone.display });
    expect(phone.getAttribute('href')).toBe('tel:+911145678900');
    expect(phone.textContent).toBe('+91 11 4567 8900');
    const address = within(panel).getByText(/Dwarka/);
    expect(address.closest('address')?.textContent).toBe(info.address.lines.join(''));
  });

  it('shows the personal-data notice with its heading', () => {
    renderForm();
    const heading = screen.getByRole('heading', { level: 2, name: section.privacy.heading });
    const notice = heading.parentElement as HTMLElement;
    within(notice).getByText(/only to answer your message/);
    expect(within(notice).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
  });

  it('hides the honeypot from people and screen readers', () => {
    const { container } = renderForm();
    const textboxes = screen.getAllByRole('textbox');
    expect(textboxes).toHaveLength(6);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(textboxes).not.toContain(honeypot);
    expect(honeypot?.tabIndex).toBe(-1);
    expect(honeypot?.getAttribute('autocomplete')).toBe('off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
