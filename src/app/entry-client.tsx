import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from './router.tsx';
import shell from 'virtual:site/shell';
import { pageLoaders } from 'virtual:site/pages';
import 'virtual:site/theme.css';
import '../styles/global.css';
import { App } from './App.tsx';
import { PageStore } from './page-store.ts';
import { matchRoute, routeTable } from './routes.ts';

const store = new PageStore(pageLoaders);
const route = matchRoute(routeTable(shell), window.location.pathname);
// The prerendered HTML already shows this page: load its sections before hydrating so the first
// client render matches it exactly.
if (route) await store.load(route.name);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const app = (
  <StrictMode>
    <BrowserRouter>
      <App shell={shell} store={store} />
    </BrowserRouter>
  </StrictMode>
);
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
