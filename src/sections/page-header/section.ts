import { defineSection } from '../define-section.ts';

// A page's title and buttons: plain markup, loaded with the other text-page sections.
export default defineSection({
  type: 'pageHeader',
  hydration: 'none',
  bundle: 'text',
  titlesPage: true,
  itemNouns: { actions: 'Button' },
  component: 'PageHeader',
});
