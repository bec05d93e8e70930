// Each page's sections load as their own chunk. The store keeps one promise per page so React's
// use() sees a stable promise, and lets the entry points load the first page before hydrating.
import type { PageSections } from '../frame/site-shell.ts';

export type PageLoaders = Record<string, () => Promise<{ default: PageSections }>>;

export class PageStore {
  private readonly loaded = new Map<string, PageSections>();
  private readonly pending = new Map<string, Promise<PageSections>>();

  /**
   * @param prepare loads what a page needs besides its content (its sections' code), at the same
   * time as the content, so the page renders without waiting twice.
   */
  constructor(
    private readonly loaders: PageLoaders,
    private readonly prepare: (name: string) => Promise<unknown> = () => Promise.resolve(),
  ) {}

  peek(name: string): PageSections | undefined {
    return this.loaded.get(name);
  }

  load(name: string): Promise<PageSections> {
    let promise = this.pending.get(name);
    if (!promise) {
      const loader = this.loaders[name];
      if (!loader) return Promise.reject(new Error(`No page named "${name}"`));
      promise = Promise.all([loader(), this.prepare(name)]).then(([module]) => {
        this.loaded.set(name, module.default);
        return module.default;
      });
      this.pending.set(name, promise);
    }
    return promise;
  }
}
