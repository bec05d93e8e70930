import { defineSection } from '../define-section.ts';

// Swiper loads when the coverflow comes near the screen.
export default defineSection({
  type: 'skillGames',
  hydration: 'nearScreen',
  itemNouns: { slides: 'Slide' },
  component: 'SkillGames',
});
