import { defineSection } from '../define-section.ts';

// Not in the static set today (it reads the site's settings); it hydrates with the page.
export default defineSection({
  type: 'howToUse',
  hydration: 'onLoad',
  bundle: 'landing',
  component: 'HowToUse',
});
