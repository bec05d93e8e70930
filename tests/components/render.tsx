// Renders components the way the app does: with the test site (tests/fixtures/site/), a router and
// the dialog.
import type { ReactElement } from 'react';
import { act, render, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { expect, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import type { Section, Site } from '../../src/content/site.generated.ts';
import { fixtureSite } from '../fixture-site.ts';
import { SiteProvider } from '../../src/frame/site-context.tsx';
import { shellOf, type SiteShell } from '../../src/frame/site-shell.ts';
import { ComingSoonProvider } from '../../src/components/ComingSoonDialog.tsx';
import { fakeScreen, onFakeScreen } from './fake-screen.ts';

export const site: Site = fixtureSite;
export const shell: SiteShell = shellOf(site);

export function renderWithSite(ui: ReactElement, { route = '/', siteShell = shell }: { route?: string; siteShell?: SiteShell } = {}) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <SiteProvider shell={siteShell}>
        <ComingSoonProvider>{ui}</ComingSoonProvider>
      </SiteProvider>
    </MemoryRouter>,
  );
}

/** Carousels still showing their prerendered slides: their library has not arrived yet. */
export const notYetLive = '[data-carousel][data-live="false"], .skill-games-swiper:not(.swiper-initialized)';

/**
 * Renders a section with a carousel on screen and waits until its library has arrived and taken
 * over (the carousel fetches it when it comes near the screen). A test that moves the screen itself
 * calls fakeScreen() first.
 */
export async function renderLive(ui: ReactElement, options?: Parameters<typeof renderWithSite>[1]) {
  if (!onFakeScreen()) fakeScreen();
  const rendered = renderWithSite(ui, options);
  await waitFor(() => expect(rendered.container.querySelector(notYetLive)).toBeNull());
  return rendered;
}

/** The first section of a type in the test site. */
export function sectionOfType<T extends Section['type']>(type: T): Extract<Section, { type: T }> {
  for (const page of Object.values(site.pages)) {
    const found = page.sections.find((section) => section.type === type);
    if (found) return found as Extract<Section, { type: T }>;
  }
  throw new Error(`the test site has no ${type} section`);
}

/** A component's HTML as the build prerenders it: in Node, where there is no document. */
export function prerender(ui: ReactElement): string {
  const document = globalThis.document;
  vi.stubGlobal('document', undefined);
  try {
    return renderToString(ui);
  } finally {
    vi.stubGlobal('document', document);
  }
}

/** Hydrates prerendered HTML as the browser entry does (src/app/entry-client.tsx), effects and transitions included. */
export async function hydrate(container: Element, ui: ReactElement): Promise<Root> {
  return await act(async () => hydrateRoot(container, ui));
}
