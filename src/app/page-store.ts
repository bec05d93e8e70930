// Each page's sections load as their own chunk. The store keeps one promise per page so React's
// use() sees a stable promise, and lets the entry points load the first page before hydrating.
import type { PageSections } from './site-shell.ts';

export type PageLoaders = Record<string, () => Promise<{ default: PageSections }>>;

export class PageStore {
  private readonly loaded = new Map<string, PageSections>();
  private readonly pending = new Map<string, Promise<PageSections>>();

  constructor(private readonly loaders: PageLoaders) {}

  peek(name: string): PageSections | undefined {
    return this.loaded.get(name);
  }

  load(name: string): Promise<PageSections> {
    let promise = this.pending.get(name);
    if (!promise) {
      const loader = this.loaders[name];
      if (!loader) return Promise.reject(new Error(`No page named "${name}"`));
      promise = loader().then((module) => {
        this.loaded.set(name, module.default);
        return module.default;
      });
      this.pending.set(name, promise);
    }
    return promise;
  }
}
