// Each field's element id, from its path, so a problem or a click in the preview can find it.
import type { PathSegment } from '../../../content/problem.ts';

export const fieldId = (path: readonly PathSegment[]): string => `field-${path.join('-')}`;

/** Moves focus to the field at `path` (or the nearest field above it) once it is on the page. */
export function focusField(path: readonly PathSegment[]): void {
  requestAnimationFrame(() => {
    for (let length = path.length; length > 0; length--) {
      const element = document.getElementById(fieldId(path.slice(0, length)));
      if (element) {
        element.scrollIntoView({ block: 'center' });
        element.focus();
        return;
      }
    }
  });
}
