import { defineSection } from '../define-section.ts';

// Formik, Yup and the form's own code are large: they load when the form comes near the screen.
export default defineSection({
  type: 'contactForm',
  hydration: 'nearScreen',
  itemNouns: { lines: 'Line' },
  component: 'ContactForm',
});
