import { useEffect, useRef, type RefObject } from 'react';
import { useFormikContext } from 'formik';
import { contactFieldNames } from '../../contact/rules.ts';
import type { ContactFormValues } from './values.ts';

/**
 * After a send that validation stopped, move focus to the first invalid field (in the form's
 * order), so keyboard and screen-reader users land on the problem and hear its message.
 */
export function useFocusFirstError(formRef: RefObject<HTMLFormElement | null>): void {
  const { submitCount, isSubmitting, errors } = useFormikContext<ContactFormValues>();
  // Each send attempt is handled once; later edits that change `errors` must not steal focus.
  const handledCount = useRef(submitCount);
  useEffect(() => {
    if (isSubmitting || submitCount === handledCount.current) return;
    handledCount.current = submitCount;
    const first = contactFieldNames.find((name) => errors[name]);
    if (!first) return;
    const control = formRef.current?.elements.namedItem(first);
    if (control instanceof HTMLElement) control.focus();
  }, [submitCount, isSubmitting, errors, formRef]);
}
