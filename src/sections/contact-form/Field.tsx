import type { HTMLAttributes, KeyboardEvent } from 'react';
import { useField, useFormikContext } from 'formik';
import type { ContactFieldName } from '../../contact/rules.ts';

interface FieldProps {
  name: ContactFieldName;
  id: string;
  label: string;
  /** Render a text area this many rows high (site.yaml `rows`); without it, an input. */
  rows?: number;
  /** A text area that takes line breaks; without it Enter sends the form, as in an input. */
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  /** Phones: capitalise names by word, leave email addresses alone. */
  autoCapitalize?: 'none' | 'words' | 'sentences';
  spellCheck?: boolean;
  /** Take the full width of the two-column grid. */
  wide?: boolean;
}

/**
 * One labelled field with its message under it. The message shows once the field has been left
 * (or the form sent), so nobody is told off while still typing; the field is then marked invalid
 * and described by the message, and the message sits in a live region so it is also heard.
 */
export function Field({
  name,
  id,
  label,
  rows,
  multiline = false,
  type = 'text',
  inputMode,
  autoComplete,
  autoCapitalize,
  spellCheck,
  wide = false,
}: FieldProps) {
  const [field, meta] = useField<string>(name);
  const { isSubmitting } = useFormikContext();
  const error = meta.touched ? meta.error : undefined;
  const errorId = `${id}-error`;
  const control = {
    ...field,
    id,
    className: 'contact-control',
    // `required` tells assistive tech; the form has noValidate, so the browser's own bubbles never
    // replace the site's messages.
    required: true,
    autoComplete,
    autoCapitalize,
    spellCheck,
    'aria-invalid': error ? true : false,
    'aria-describedby': error ? errorId : undefined,
  } as const;

  // The subject is a one-row text area (spec) but one line (shared rules): Enter sends the form as
  // it would from an input instead of adding a line break the rules would reject. Not while an
  // input method is composing a word, where Enter picks the word.
  const onOneLineKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!isSubmitting) event.currentTarget.form?.requestSubmit();
  };

  return (
    <div className={`contact-field${wide ? ' contact-field-wide' : ''}${error ? ' contact-field-invalid' : ''}`}>
      <label className="contact-label" htmlFor={id}>
        {label}
      </label>
      {rows ? (
        <textarea {...control} rows={rows} onKeyDown={multiline ? undefined : onOneLineKeyDown} data-multiline={multiline || undefined} />
      ) : (
        <input {...control} type={type} inputMode={inputMode} />
      )}
      <p id={errorId} className="contact-error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}
