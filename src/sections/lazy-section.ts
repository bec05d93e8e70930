import { lazy, type ComponentType } from 'react';

export type PreloadableComponent<P> = ComponentType<P> & { preload(): Promise<void> };

/**
 * React.lazy with a preload(). The prerender preloads every such section first, so it renders
 * them in full in one pass (no suspended boundaries, no streaming scripts in the HTML); the
 * browser loads them only when they are needed.
 */
export function lazySection<P>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = component;
    });
  const Component = lazy(() => {
    // Once preloaded, hand React a thenable that resolves synchronously, so rendering does not
    // suspend; a native promise would always resolve on a later tick.
    if (loaded) {
      const module = { default: loaded };
      const settled = { then: (resolve: (value: typeof module) => void) => resolve(module) };
      return settled as unknown as Promise<typeof module>;
    }
    return load().then((component) => ({ default: component }));
  });
  return Object.assign(Component, { preload }) as PreloadableComponent<P>;
}
