import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Header } from '../../src/app/layout/Header.tsx';
import { Footer } from '../../src/app/layout/Footer.tsx';
import { DownloadButtons } from '../../src/components/DownloadButtons.tsx';
import { SectionList } from '../../src/sections/SectionList.tsx';
import { loadSections } from '../../src/sections/registry.ts';
import type { Section } from '../../src/content/site.generated.ts';
import { renderWithSite, shell } from './render.tsx';

describe('navigation bar', () => {
  it('shows the logo link home and the five links in order', () => {
    renderWithSite(<Header />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'SkillStrike home' })).toHaveProperty('pathname', '/');
    const links = within(nav)
      .getAllByRole('link')
      .slice(1)
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['About us', '/#about'],
      ['Games', '/#games'],
      ['Reviews', '/#reviews'],
      ['Responsible Gaming', '/gaming'],
      ['Contact Us', '/contact'],
    ]);
  });

  it('opens and closes the menu with the toggle, and closes it on Escape with focus back on the toggle', async () => {
    const user = userEvent.setup();
    renderWithSite(<Header />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')?.dataset.open).toBe('true');
    await user.click(screen.getByRole('link', { name: 'Games' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  // The open menu must never cover what is focused or tapped next (WCAG 2.4.11).
  it('closes the menu when Tab leaves the navigation or a tap lands outside it', async () => {
    const user = userEvent.setup();
    renderWithSite(
      <>
        <Header />
        <main>
          <p>The page</p>
          <a href="/after">After the navigation</a>
        </main>
      </>,
    );
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    screen.getByRole('link', { name: 'Contact Us' }).focus();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    // Past the last link (and the language switch after it) Tab leaves the navigation.
    for (let presses = 0; presses < 4 && document.activeElement?.textContent !== 'After the navigation'; presses++) await user.tab();
    expect(document.activeElement?.textContent).toBe('After the navigation');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByText('The page'));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('footer', () => {
  it('links to all seven pages', () => {
    renderWithSite(<Footer />);
    const hrefs = screen
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
      .filter((href) => href?.startsWith('/'));
    expect(new Set(hrefs)).toEqual(new Set(['/', '/about', '/gaming', '/terms', '/privacy', '/refund', '/contact']));
  });

  it('has three social links that open in a new tab without access to this page', () => {
    renderWithSite(<Footer />);
    const social = shell.footer.social.map((item) => screen.getByRole('link', { name: `${item.label} ${shell.footer.newTabNote}` }));
    expect(social).toHaveLength(3);
    for (const link of social) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('shows the copyright line with the current year', () => {
    renderWithSite(<Footer />);
    const year = String(new Date().getFullYear());
    expect(screen.getByText(year).closest('p')?.textContent).toBe(`© ${year} SkillStrike Gaming Private Limited. All rights reserved.`);
  });
});

describe('download buttons and the coming-soon dialog', () => {
  it('opens the Android APK in a new tab', () => {
    renderWithSite(<DownloadButtons />);
    const android = screen.getByRole('link', { name: /Download for Android/ });
    expect(android.getAttribute('href')).toBe('/api/v1/public/apk');
    expect(android.getAttribute('target')).toBe('_blank');
  });

  it('shows the iOS coming-soon message and OK closes it, returning focus', async () => {
    const user = userEvent.setup();
    renderWithSite(<DownloadButtons />);
    const ios = screen.getByRole('button', { name: 'Download for iOS' });
    await user.click(ios);
    const dialog = screen.getByRole('dialog', { name: 'It will be launching soon ! Please stay tuned.' });
    expect(dialog.hasAttribute('open')).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(document.activeElement).toBe(ios);
  });
});

describe('section list', () => {
  it('renders sections in order and leaves out one that throws, logging it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const sections = [
      { type: 'pageHeader', id: 'first', title: 'First title' },
      // A section whose data breaks its component (no tiles) must not take the page down.
      { type: 'features', id: 'broken', heading: 'Broken' } as unknown as Section,
      { type: 'pageHeader', id: 'third', title: 'Third title' },
    ] satisfies Section[];
    // As the app does before rendering a page: load the sections' code first.
    await loadSections(sections.map((section) => section.type));
    renderWithSite(<SectionList sections={sections} />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['First title', 'Third title']);
    expect(screen.queryByText('Broken')).toBeNull();
    expect(error.mock.calls.some((call) => String(call[0]).includes('Section "broken" (features) failed to render'))).toBe(true);
    error.mockRestore();
  });
});
