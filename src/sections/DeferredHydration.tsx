import { startTransition, useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useIsHydrating } from '../frame/hydration-phase.ts';
import type { TypedInput } from './carry-typed-input.ts';

// Carrying typed input over is needed only where a section goes live, so it loads with the
// section's code rather than in every page's first download (a text page's budget is tight).
const loadCarry = () => import('./carry-typed-input.ts');
let carry: Awaited<ReturnType<typeof loadCarry>> | undefined;

interface DeferredHydrationProps {
  id: string;
  className: string;
  /** Loads the section's code; the section goes live only once it is there, so it never blinks out. */
  preload: () => Promise<unknown>;
  children: ReactNode;
}

// React would keep a suspended section's server HTML as a "dehydrated" boundary, but any later
// update that reaches such a boundary (every navigation changes the router's context) makes React
// hydrate it first, and a navigation then waits until the visitor scrolls near it. Here the
// section's prerendered HTML is instead held by an element React does not look inside
// (dangerouslySetInnerHTML, as for text pages): the page is fully hydrated at once, and the
// section swaps in its live component when it comes near the screen.
const nearScreenMargin = '400px 0px';

function whenNearScreen(element: Element, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        onNear();
      }
    },
    { rootMargin: nearScreenMargin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * A section whose code (a carousel library, the form) downloads only when it comes near the screen.
 *
 * The swap keeps the page still. A live section's first render is not its final one: a carousel
 * renders its list before it has measured itself (the reviews, 295 px of a 587 px section at
 * 360 px), and re-renders in the same commit. Anything that reads layout in between (focus(), a
 * carousel measuring its width) makes the browser lay out that half-built page, and Chrome's scroll
 * anchoring, whose anchor node was inside the prerendered HTML just removed, then moves the page by
 * the difference, never to move it back: a visitor who landed on /#reviews found it 300 px lower.
 * So the live section takes the prerendered one's height until its first frame is painted, and only
 * then its own (equal, unless the screen changed meanwhile, which the browser then anchors as usual).
 * On the page the visitor arrived on, its prerendered HTML shows in full meanwhile; on a page
 * opened by a navigation it renders at once (its code was loaded with the page).
 */
export function DeferredHydration({ id, className, preload, children }: DeferredHydrationProps) {
  const hydrating = useIsHydrating();
  const [live, setLive] = useState(() => typeof document === 'undefined' || !hydrating);
  /** The prerendered section's height, held by the live one until it has settled (see above). */
  const [heldHeight, setHeldHeight] = useState<number | undefined>(undefined);
  const placeholder = useRef<HTMLElement>(null);
  const current = useRef<HTMLElement>(null);
  const hadFocus = useRef(false);
  const typed = useRef<TypedInput | undefined>(undefined);

  useEffect(() => {
    const element = placeholder.current;
    if (live || !element) return;
    let cancelled = false;
    const stop = whenNearScreen(element, () => {
      Promise.all([preload(), loadCarry()]).then(
        ([, carrying]) => {
          carry = carrying;
          if (cancelled) return;
          const height = element.getBoundingClientRect().height;
          startTransition(() => {
            setHeldHeight(height);
            setLive(true);
          });
        },
        // Its code could not be fetched (a dropped connection): the prerendered section stays, readable.
        (error: unknown) => console.warn(`Section "${id}" stays as prerendered: its code did not load.`, error),
      );
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [id, live, preload]);

  // The live section replaces the placeholder's DOM: what the visitor typed there comes along, and
  // focus stays where a link or the visitor put it. Read in the commit itself, just before the
  // placeholder leaves the page, so not a keystroke is missed.
  const leave = (element: HTMLElement) => {
    typed.current = carry?.captureTypedInput(element);
    hadFocus.current = element === document.activeElement;
  };
  useLayoutEffect(() => {
    const section = current.current;
    if (!live || !section) return;
    if (typed.current) carry?.restoreTypedInput(section, typed.current);
    if (hadFocus.current) {
      hadFocus.current = false;
      section.tabIndex = -1;
      section.focus({ preventScroll: true });
    }
  }, [live]);

  // Passive effects run once the swap's commit is done (the carousels have measured themselves and
  // rendered again); the frame after it, the section takes its own height.
  useEffect(() => {
    if (heldHeight === undefined) return;
    const frame = requestAnimationFrame(() => setHeldHeight(undefined));
    return () => cancelAnimationFrame(frame);
  }, [heldHeight]);

  if (!live) {
    return <PrerenderedSection key="prerendered" sectionRef={placeholder} id={id} className={className} onLeave={leave} />;
  }
  return (
    <section key="live" ref={current} id={id} className={className} style={heldHeight === undefined ? undefined : { height: heldHeight }}>
      {children}
    </section>
  );
}

interface PrerenderedSectionProps {
  id: string;
  className: string;
  sectionRef: RefObject<HTMLElement | null>;
  /** Called in the commit that removes it, while its DOM is still in the page. */
  onLeave: (element: HTMLElement) => void;
}

/** The section's server HTML, kept as it is: React hydrates the element without looking inside. */
function PrerenderedSection({ id, className, sectionRef, onLeave }: PrerenderedSectionProps) {
  const leave = useRef(onLeave);
  leave.current = onLeave;
  useLayoutEffect(() => {
    const element = sectionRef.current;
    return () => {
      if (element) leave.current(element);
    };
  }, [sectionRef]);
  return <section ref={sectionRef} id={id} className={className} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
}
