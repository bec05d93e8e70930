import { defineSection } from '../define-section.ts';

// react-multi-carousel loads when the carousel comes near the screen.
export default defineSection({
  type: 'logoCarousel',
  hydration: 'nearScreen',
  itemNouns: { logos: 'Logo' },
  component: 'LogoCarousel',
});
