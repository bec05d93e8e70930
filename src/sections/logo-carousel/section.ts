import { defineSection } from '../define-section.ts';

// The logos hydrate with the page; react-multi-carousel loads when they come near the screen.
export default defineSection({
  type: 'logoCarousel',
  hydration: 'onLoad',
  bundle: 'landing',
  itemNouns: { logos: 'Logo' },
  component: 'LogoCarousel',
});
