import contact from 'virtual:site/contact';
import type { ContactSettings } from '../../content/site.generated.ts';
import { useSite } from '../../frame/site-context.tsx';

/** The form's fields, rules and messages in the page's language (Hindi on /hi/contact, from the Hindi shell). */
export function useContactSettings(): ContactSettings {
  return useSite().contact ?? contact;
}
