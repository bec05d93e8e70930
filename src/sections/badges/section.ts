import { defineSection } from '../define-section.ts';

// Recognition badges: plain markup.
export default defineSection({
  type: 'badges',
  hydration: 'none',
  bundle: 'landing',
  itemNouns: { badges: 'Badge' },
  component: 'Badges',
});
