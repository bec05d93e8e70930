import { defineSection } from '../define-section.ts';

// Artwork between sections: plain markup.
export default defineSection({
  type: 'decoration',
  hydration: 'none',
  bundle: 'landing',
  component: 'Decoration',
});
