import { defineSection } from '../define-section.ts';

// The coverflow hydrates with the page; Swiper loads when it comes near the screen.
export default defineSection({
  type: 'skillGames',
  hydration: 'onLoad',
  bundle: 'landing',
  itemNouns: { slides: 'Slide' },
  component: 'SkillGames',
});
