// The page the visitor arrived on hydrates to exactly its prerendered HTML, even when the visitor
// follows a link before React has hydrated all of it. React hydrates each section (its own Suspense
// boundary) in a later pass than the page around it; on a slow phone a tap on a #section link came
// in between, and the sections then hydrated as if rendered in the browser (React error #418).
import { StrictMode, useEffect, type ReactElement } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter, StaticRouter, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { PageStore } from '../../src/app/page-store.ts';
import { SiteRoutes } from '../../src/app/SiteRoutes.tsx';
import { browserShell } from '../../src/frame/site-shell.ts';
import { preloadAllSections, preloadSections } from '../../src/sections/registry.ts';
import { prerender, shell, site } from './render.tsx';

const home = site.pages.home;
const sectionLink = site.navigation.items.map((item) => item.to).find((to) => to.startsWith(`${home.path}#`));
const pageStore = () =>
  new PageStore({ home: () => Promise.resolve({ default: home.sections }) }, () =>
    preloadSections(
      home.sections.map((section) => section.type),
      { withDeferred: true },
    ),
  );

/** Follows a link as soon as the page has first committed: before React's later pass over its sections. */
function FollowLinkAtOnce({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to);
  }, [navigate, to]);
  return null;
}

describe('the page the visitor arrived on', () => {
  it('hydrates its sections without a mismatch when a #section link is followed before they have hydrated', async () => {
    if (!sectionLink) throw new Error('the test site has no link to a section of the home page');
    // As the prerender and the browser entry render it (the link-follower renders nothing, on both).
    const routes = (store: PageStore) => (
      <StrictMode>
        <SiteRoutes shell={browserShell(shell)} store={store} />
        <FollowLinkAtOnce to={sectionLink} />
      </StrictMode>
    );
    await preloadAllSections();
    const serverStore = pageStore();
    await serverStore.content('home');
    const container = document.createElement('div');
    container.innerHTML = prerender(<StaticRouter location={home.path}>{routes(serverStore)}</StaticRouter>);
    document.body.append(container);
    const prerenderedCarousel = container.querySelector('[data-carousel]')?.outerHTML;
    expect(prerenderedCarousel).toContain('data-live="false"');

    const clientStore = pageStore();
    await clientStore.content('home');
    const recoverable = vi.fn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const app: ReactElement = <MemoryRouter initialEntries={[home.path]}>{routes(clientStore)}</MemoryRouter>;
    const root = await act(async () => hydrateRoot(container, app, { onRecoverableError: recoverable }));
    expect(recoverable.mock.calls.map(([error]) => String(error))).toEqual([]);
    expect(errors.mock.calls.map((call) => call.join(' ').slice(0, 300))).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });
});
