import { startTransition, useEffect, useState, type RefObject } from 'react';

/** How far from the screen a carousel starts to fetch its library: far enough to be live when it arrives. */
const nearScreenMargin = '400px 0px';

/**
 * A carousel library's code, fetched once `element` comes near the screen (at once where
 * IntersectionObserver is missing). Undefined until it has arrived, so the component renders, and
 * hydrates, its prerendered slides where they stand, and a visitor sees them until the library
 * takes over with the same slides in the same places. A failed download (a dropped connection)
 * leaves it undefined: the prerendered slides stay, readable.
 */
export function useLibraryNearScreen<T>(element: RefObject<Element | null>, load: () => Promise<T>): T | undefined {
  const [library, setLibrary] = useState<{ loaded: T }>();
  useEffect(() => {
    const target = element.current;
    if (!target) return undefined;
    let cancelled = false;
    const fetchLibrary = () =>
      load().then(
        (loaded) => {
          if (!cancelled) startTransition(() => setLibrary({ loaded }));
        },
        (error: unknown) => console.warn('A carousel stays as prerendered: its code did not load.', error),
      );
    if (typeof IntersectionObserver === 'undefined') {
      void fetchLibrary();
      return () => void (cancelled = true);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void fetchLibrary();
      },
      { rootMargin: nearScreenMargin },
    );
    observer.observe(target);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [element, load]);
  return library?.loaded;
}
