import { defineSection } from '../define-section.ts';

// A row of logos: plain markup.
export default defineSection({
  type: 'logoGrid',
  hydration: 'none',
  bundle: 'landing',
  itemNouns: { logos: 'Logo' },
  component: 'LogoGrid',
});
