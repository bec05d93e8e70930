// The events by which a visitor takes the scrolling into their own hands (a wheel, a finger, a key,
// a press on the scrollbar). Code that places the page stops as soon as one of them comes.
const visitorInput = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** Calls `onInput` at the visitor's first input; returns the function that stops listening. */
export function onVisitorInput(onInput: () => void): () => void {
  visitorInput.forEach((type) => window.addEventListener(type, onInput, { passive: true }));
  return () => visitorInput.forEach((type) => window.removeEventListener(type, onInput));
}
