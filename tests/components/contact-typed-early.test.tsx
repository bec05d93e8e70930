// On a slow phone the contact page shows before its code has arrived, and a visitor may start
// typing. The page then hydrates where it stands: the very fields keep their words, focus and caret,
// and Send sends what was typed then and after, and the visitor gets the answer.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { hydrate, prerender, sectionOfType, shell, site } from './render.tsx';
import { SiteProvider } from '../../src/frame/site-context.tsx';
import { ComingSoonProvider } from '../../src/components/ComingSoonDialog.tsx';
import { ContactForm } from '../../src/sections/contact-form/ContactForm.tsx';
import { NoticesHost } from '../../src/app/layout/NoticesHost.tsx';

const section = sectionOfType('contactForm');
const { fields, submit, outcomes } = site.contact;
const page = (
  <MemoryRouter initialEntries={['/contact']}>
    <SiteProvider shell={shell}>
      <ComingSoonProvider>
        <ContactForm section={section} />
        {/* The layout's notices, where the answer to Send shows. Without them the answer would wait
            for an area that never comes, and turn up in a later test's (modules are shared). */}
        <NoticesHost />
      </ComingSoonProvider>
    </SiteProvider>
  </MemoryRouter>
);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the contact form typed into before it hydrated', () => {
  it('keeps the words, the focus and the caret in the same field, and sends them', async () => {
    const container = document.createElement('div');
    container.innerHTML = prerender(page);
    document.body.append(container);
    const firstName = container.querySelector<HTMLInputElement>(`#${section.id}-firstName`);
    if (!firstName) throw new Error('the prerendered form has no first name field');
    // As a browser does before any script runs: the words typed, the caret after "Ash".
    firstName.focus();
    firstName.value = 'Asha';
    firstName.setSelectionRange(3, 3);

    const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ success: true }), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = await hydrate(container, page);
    expect(errors).not.toHaveBeenCalled();
    const hydrated = screen.getByLabelText<HTMLInputElement>(fields.firstName.label);
    expect(hydrated).toBe(firstName);
    expect(document.activeElement).toBe(firstName);
    expect([firstName.value, firstName.selectionStart]).toEqual(['Asha', 3]);

    const user = userEvent.setup();
    for (const [name, value] of [
      ['lastName', 'Verma'],
      ['email', 'asha@example.in'],
      ['mobileNumber', '9876543210'],
      ['subject', 'Withdrawal'],
      ['message', 'My withdrawal is pending.'],
    ] as const)
      await user.type(screen.getByLabelText(fields[name].label), value);
    await user.click(screen.getByRole('button', { name: submit.label }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toMatchObject({ firstName: 'Asha', lastName: 'Verma' });
    const notices = await screen.findByRole('region', { name: site.notices.label });
    await within(notices).findByText(outcomes.success);
    act(() => root.unmount());
    container.remove();
  });
});
