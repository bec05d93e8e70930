import { defineSection } from '../define-section.ts';

// The form hydrates with its page, Formik and Yup with it: a visitor may type at once.
export default defineSection({
  type: 'contactForm',
  hydration: 'onLoad',
  itemNouns: { lines: 'Line' },
  component: 'ContactForm',
});
