import { defineSection } from '../define-section.ts';

// Numbers and labels: plain markup.
export default defineSection({
  type: 'stats',
  hydration: 'none',
  bundle: 'landing',
  component: 'Stats',
});
