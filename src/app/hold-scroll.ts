// Back and Forward put the page where the visitor left it. The page is still settling when that
// happens: components measure themselves a frame after they mount, and styles that depend on them
// can apply a few frames later. On a phone with reduced motion, the footer's room for the download
// bar came three frames after a Back, so a place near the end of the page was out of reach for
// those frames, the browser stopped short by the bar's height, and the visitor landed 156 px higher.
import { onVisitorInput } from './visitor-input.ts';
import { layOutWholePage } from './whole-page.ts';

/**
 * How long a place out of reach is waited for: a second, and at least ten frames, since what the
 * page still has to settle comes frames after it renders, not milliseconds. With the CPU 4x slower
 * (a budget phone), a Back to the home page's footer at 768 px rendered the page 120 px short of its
 * end, and the footer's room for the download bar came two or three frames and 700-1,000 ms later,
 * while the rest of the page hydrated: past the second, so the visitor was left 120 px short (in 2
 * of 3 tries). The visitor's own scrolling ends the wait sooner.
 */
const holdMs = 1000;
const holdFrames = 10;

/**
 * Scrolls to `where()` now and again at the next frame (the page's heights are final only once its
 * components have measured themselves). While the page is still too short to reach it, tries again
 * at every frame, for a second and at least ten frames (holdMs, holdFrames), until the visitor
 * scrolls. `where` is asked each time: a place named by what was on screen there moves with the
 * page while it settles. Returns the function that stops it (the next navigation calls it).
 */
export function holdScroll(where: () => number): () => void {
  let top = 0;
  layOutWholePage();
  const place = () => {
    top = where();
    if (Math.abs(window.scrollY - top) > 1) window.scrollTo({ top, behavior: 'instant' });
  };
  place();
  const started = performance.now();
  let frames = 0;
  let frame = 0;
  const stopListening = onVisitorInput(() => stop());
  function stop() {
    cancelAnimationFrame(frame);
    stopListening();
  }
  const check = () => {
    place();
    const reached = Math.abs(window.scrollY - top) <= 1;
    frames += 1;
    if (!reached && (performance.now() - started < holdMs || frames < holdFrames)) frame = requestAnimationFrame(check);
    else stopListening();
  };
  frame = requestAnimationFrame(check);
  return stop;
}
