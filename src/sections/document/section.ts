import { defineSection } from '../define-section.ts';

// A policy text: plain markup, loaded with the other text-page sections.
export default defineSection({
  type: 'document',
  hydration: 'none',
  bundle: 'text',
  titlesPage: true,
  itemNouns: { meta: 'Line' },
  component: 'DocumentSection',
});
