import { defineSection } from '../define-section.ts';

// react-multi-carousel loads when the carousel comes near the screen.
export default defineSection({
  type: 'reviews',
  hydration: 'nearScreen',
  itemNouns: { reviews: 'Review' },
  component: 'Reviews',
});
