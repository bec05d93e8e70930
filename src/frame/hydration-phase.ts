// Whether React is still hydrating the page the visitor arrived on. Sections that wait for the
// screen (DeferredHydration) keep their prerendered HTML only then; a page rendered later, after a
// navigation, renders every section at once, so nothing a link scrolls to is ever missing.
let hydrating = false;

/** Called by the browser entry just before hydrateRoot. */
export function startHydration(): void {
  hydrating = true;
}

/** Called when the visitor first navigates away from the page they arrived on. */
export function endHydration(): void {
  hydrating = false;
}

export function isHydrating(): boolean {
  return hydrating;
}
