// The page the visitor arrived on hydrates where it stands: the router starts with the page's data
// (hydrationData), React hydrates the prerendered HTML exactly, and every section keeps its very
// elements, even when the visitor follows a link at once. Carousels show their prerendered slides
// until their library has arrived.
import { StrictMode } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { createMemoryRouter, createStaticHandler, createStaticRouter, RouterProvider, StaticRouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { routeContent, routeIdOf, siteRoutes, type PageLoader } from '../../src/app/site-routes.tsx';
import { browserShell } from '../../src/frame/site-shell.ts';
import { prerender, shell, site } from './render.tsx';

const home = site.pages.home;
const sectionLink = site.navigation.items.map((item) => item.to).find((to) => to.startsWith(`${home.path}#`));
const loadPage: PageLoader = (name) => Promise.resolve(site.pages[name].sections);
const routes = () => siteRoutes(browserShell(shell), loadPage);

async function prerenderedHome(): Promise<HTMLElement> {
  const handler = createStaticHandler(routes());
  const context = await handler.query(new Request(`http://localhost${home.path}`));
  if (context instanceof Response) throw new Error(`the home page answered ${context.status}`);
  const container = document.createElement('div');
  container.innerHTML = prerender(
    <StrictMode>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </StrictMode>,
  );
  return document.body.appendChild(container);
}

describe('the page the visitor arrived on', () => {
  it('hydrates every section in place, without a mismatch, also when a #section link is followed at once', async () => {
    if (!sectionLink) throw new Error('the test site has no link to a section of the home page');
    const container = await prerenderedHome();
    const sections = [...container.querySelectorAll('section[id]')];
    expect(sections.map((section) => section.id)).toEqual(home.sections.map((section) => section.id));
    expect(container.querySelector('[data-carousel]')?.getAttribute('data-live')).toBe('false');

    const id = routeIdOf('home');
    const router = createMemoryRouter(routes(), {
      initialEntries: [home.path],
      hydrationData: { loaderData: { [id]: await routeContent(browserShell(shell), loadPage, id) } },
    });
    const recoverable = vi.fn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = await act(async () =>
      hydrateRoot(
        container,
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>,
        { onRecoverableError: recoverable },
      ),
    );
    await act(() => router.navigate(sectionLink));
    expect(recoverable.mock.calls.map(([error]) => String(error))).toEqual([]);
    expect(errors.mock.calls.map((call) => call.join(' ').slice(0, 300))).toEqual([]);
    // The very elements the server wrote: nothing was swapped for a client render.
    expect(sections.every((section) => section.isConnected)).toBe(true);
    errors.mockRestore();
    act(() => root.unmount());
    container.remove();
  });
});
