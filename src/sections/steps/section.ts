import { defineSection } from '../define-section.ts';

// Numbered steps: plain markup.
export default defineSection({
  type: 'steps',
  hydration: 'none',
  bundle: 'landing',
  itemNouns: { steps: 'Step' },
  component: 'Steps',
});
