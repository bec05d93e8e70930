// Each field's element id, from its path, so a problem or a click in the preview can find it.
import type { PathSegment } from '../../../content/problem.ts';

export const fieldId = (path: readonly PathSegment[]): string => `field-${path.join('-')}`;

/**
 * Moves focus to the field at `path` (or the nearest field above it) once it is on the page: the
 * form of another part may still be on its way (React draws it in a later task), so it looks
 * again on the next frames, for about half a second.
 */
export function focusField(path: readonly PathSegment[], framesLeft = 30): void {
  requestAnimationFrame(() => {
    const exact = document.getElementById(fieldId(path));
    const nearest = exact ?? (framesLeft === 0 ? nearestField(path) : null);
    if (!nearest) {
      if (framesLeft > 0) focusField(path, framesLeft - 1);
      return;
    }
    nearest.scrollIntoView({ block: 'center' });
    nearest.focus();
  });
}

function nearestField(path: readonly PathSegment[]): HTMLElement | null {
  for (let length = path.length - 1; length > 0; length--) {
    const element = document.getElementById(fieldId(path.slice(0, length)));
    if (element) return element;
  }
  return null;
}
