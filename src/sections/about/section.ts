import { defineSection } from '../define-section.ts';

// The brand logo and paragraphs: plain markup.
export default defineSection({
  type: 'about',
  hydration: 'none',
  bundle: 'landing',
  component: 'About',
});
