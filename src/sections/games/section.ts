import { defineSection } from '../define-section.ts';

// Rotates its images on a timer, so it hydrates with the page.
export default defineSection({
  type: 'games',
  hydration: 'onLoad',
  bundle: 'landing',
  itemNouns: { sets: 'Set', modes: 'Mode', images: 'Image' },
  component: 'Games',
});
