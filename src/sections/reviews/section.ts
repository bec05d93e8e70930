import { defineSection } from '../define-section.ts';

// The reviews hydrate with the page; react-multi-carousel loads when they come near the screen.
export default defineSection({
  type: 'reviews',
  hydration: 'onLoad',
  bundle: 'landing',
  itemNouns: { reviews: 'Review' },
  component: 'Reviews',
});
