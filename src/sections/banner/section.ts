import { defineSection } from '../define-section.ts';

// A headline, a line of text and a link: plain markup, loaded with the landing sections.
export default defineSection({
  type: 'banner',
  component: 'Banner',
  hydration: 'none',
  bundle: 'landing',
});
