import { defineSection } from '../define-section.ts';

// The download buttons open a dialog and the mobile bar follows the scroll, so it hydrates with the page.
export default defineSection({
  type: 'hero',
  hydration: 'onLoad',
  bundle: 'landing',
  titlesPage: true,
  component: 'Hero',
});
