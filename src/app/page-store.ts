// Each page's sections load as their own chunk. The store keeps one promise per page, so a page
// asked for twice (back and forth) is fetched once, and React's use() sees a stable promise.
import type { PageSections } from '../frame/site-shell.ts';

/** How long a failed page load is kept before a visit may try again. */
const forgetFailureMs = 2000;

export type PageLoaders = Record<string, () => Promise<{ default: PageSections }>>;

export class PageStore {
  private readonly contents = new Map<string, PageSections>();
  private readonly pendingContents = new Map<string, Promise<PageSections>>();
  private readonly readyPages = new Map<string, PageSections>();
  private readonly pendingReady = new Map<string, Promise<PageSections>>();

  /**
   * @param prepare loads what a page opened by a navigation needs besides its content (the code of
   * all its sections), at the same time as the content, so the page renders complete at once.
   */
  constructor(
    private readonly loaders: PageLoaders,
    private readonly prepare: (name: string) => Promise<unknown> = () => Promise.resolve(),
  ) {}

  /** The page's sections, if its content has loaded (what the page arrived on needs to hydrate). */
  peekContent(name: string): PageSections | undefined {
    return this.contents.get(name);
  }

  /** The page's content alone. */
  content(name: string): Promise<PageSections> {
    return this.once(this.pendingContents, name, () => {
      const loader = this.loaders[name];
      if (!loader) return Promise.reject(new Error(`No page named "${name}"`));
      return loader().then((module) => {
        this.contents.set(name, module.default);
        return module.default;
      });
    });
  }

  /** The page's sections, if the page is ready to render complete. */
  peekReady(name: string): PageSections | undefined {
    return this.readyPages.get(name);
  }

  /** The page's content and its sections' code. */
  ready(name: string): Promise<PageSections> {
    return this.once(this.pendingReady, name, () =>
      Promise.all([this.content(name), this.prepare(name)]).then(([sections]) => {
        this.readyPages.set(name, sections);
        return sections;
      }),
    );
  }

  private once(pending: Map<string, Promise<PageSections>>, name: string, start: () => Promise<PageSections>): Promise<PageSections> {
    let promise = pending.get(name);
    if (!promise) {
      const started = start();
      promise = started;
      // A failed fetch (a dropped connection) is kept a moment, then forgotten: the next visit to the
      // page tries again. Forgotten at once, React's render after the failure asked again, got a new
      // download, and offline that failed at once too: hundreds of requests a second, for as long as
      // the phone stayed offline, with the page stuck. Kept, the failure reaches the page's error
      // boundary, which loads the page from the server (RootLayout).
      started.catch(() =>
        setTimeout(() => {
          if (pending.get(name) === started) pending.delete(name);
        }, forgetFailureMs),
      );
      pending.set(name, promise);
    }
    return promise;
  }
}
