import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from './router.tsx';
import shell from 'virtual:site/shell';
import { pageLoaders, pageSectionTypes, staticPages } from 'virtual:site/pages';
import 'virtual:site/theme.css';
import '../styles/fonts.css';
import '../styles/global.css';
import { App } from './App.tsx';
import { PageStore } from './page-store.ts';
import { matchRoute, routeTable } from './routes.ts';
import { preloadSections } from '../sections/registry.ts';

const store = new PageStore(pageLoaders, (name) => preloadSections(pageSectionTypes[name] ?? []));
const route = matchRoute(routeTable(shell), window.location.pathname);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const hydrating = root.firstElementChild !== null;
// A page that needs no JavaScript keeps its prerendered HTML; any other page loads its sections
// before hydrating, so the first client render matches the HTML exactly.
const keepPrerendered = hydrating && route && staticPages.includes(route.name) ? route.name : undefined;
if (route && !keepPrerendered) await store.load(route.name);
else if (!route) await preloadSections(shell.notFound.sections.map((section) => section.type));

const app = (
  <StrictMode>
    <BrowserRouter>
      <App shell={shell} store={store} keepPrerendered={keepPrerendered} />
    </BrowserRouter>
  </StrictMode>
);
if (hydrating) hydrateRoot(root, app);
else createRoot(root).render(app);
