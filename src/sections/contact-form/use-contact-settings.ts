import contact from 'virtual:site/contact';
import type { ContactSettings } from '../../content/site.generated.ts';
import { useSite } from '../../frame/site-context.tsx';

/** The form's fields, rules and messages in the page's language (Hindi on /hi/contact). */
export function useContactSettings(): ContactSettings {
  const { locale } = useSite();
  return (locale.prefix && contact.hi) || contact.en;
}
