import { defineSection } from '../define-section.ts';

// Feature tiles: plain markup.
export default defineSection({
  type: 'features',
  hydration: 'none',
  bundle: 'landing',
  itemNouns: { tiles: 'Tile' },
  component: 'Features',
});
