import { useMemo, useRef, useState } from 'react';
import { Formik, useFormikContext } from 'formik';
import { useHydrated } from '../../frame/hooks/use-hydrated.ts';
import type { SectionOf } from '../types.ts';
import { useContactSettings } from './use-contact-settings.ts';
import { contactFormSchema } from '../../contact/form-schema.ts';
import { Field } from './Field.tsx';
import { fieldInputs } from './field-inputs.ts';
import { contactFieldNames } from '../../contact/rules.ts';
import { Honeypot } from './Honeypot.tsx';
import { ContactInfo } from './ContactInfo.tsx';
import { PrivacyNotice } from './PrivacyNotice.tsx';
import { fieldId, valuesTypedBeforeHydration, type ContactFormValues } from './values.ts';
import { useContactSubmit } from './use-contact-submit.ts';
import { useElapsedSinceShown } from './use-elapsed-since-shown.ts';
import { useFocusFirstError } from './use-focus-first-error.ts';
import { useKeepFocusWhileBusy } from './use-keep-focus-while-busy.ts';
import { prepareNotices } from '../../frame/notices.ts';
import './contact-form.css';

type Section = SectionOf<'contactForm'>;

/** The contact form (spec section 2), with the company's details and the data notice beside it. */
export function ContactForm({ section }: { section: Section }) {
  const contact = useContactSettings();
  const schema = useMemo(() => contactFormSchema(contact), [contact]);
  const elapsedMs = useElapsedSinceShown();
  const submit = useContactSubmit(elapsedMs);
  const [typedBeforeHydration] = useState(() => valuesTypedBeforeHydration(section.id));
  return (
    <div className="contact">
      <Formik<ContactFormValues> initialValues={typedBeforeHydration} validationSchema={schema} onSubmit={submit}>
        <ContactFormBody section={section} />
      </Formik>
      <div className="contact-aside">
        <ContactInfo info={section.info} />
        <PrivacyNotice privacy={section.privacy} />
      </div>
    </div>
  );
}

function ContactFormBody({ section }: { section: Section }) {
  const { handleSubmit, handleReset, isSubmitting } = useFormikContext<ContactFormValues>();
  // The prerendered button stays disabled until the form can validate and send.
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useFocusFirstError(formRef);
  useKeepFocusWhileBusy(buttonRef, isSubmitting);
  const { fields, submit } = useContactSettings();
  const idOf = (name: string) => fieldId(section.id, name);
  const inputs = fieldInputs(fields);
  const noteId = idOf('note');
  const waitingId = idOf('waiting');
  return (
    <form
      ref={formRef}
      className="contact-card contact-form"
      aria-label={section.formLabel}
      aria-describedby={section.requiredNote ? noteId : undefined}
      aria-busy={isSubmitting}
      // Before the form's code has loaded, a native submit must never put personal data in a URL.
      method="post"
      noValidate
      // The notices' code comes while the visitor types, not when they press Send: a connection
      // lost in between no longer takes the answer's notice with it.
      onFocus={() => void prepareNotices()}
      onSubmit={handleSubmit}
      onReset={handleReset}
    >
      {section.requiredNote ? (
        <p id={noteId} className="contact-required-note">
          {section.requiredNote}
        </p>
      ) : null}
      <div className="contact-fields">
        {contactFieldNames.map((name) => (
          <Field key={name} name={name} id={idOf(name)} label={fields[name].label} {...inputs[name]} />
        ))}
      </div>
      <Honeypot id={idOf('website')} />
      <button
        ref={buttonRef}
        type="submit"
        className="button button-primary contact-submit"
        disabled={isSubmitting || !hydrated}
        aria-describedby={hydrated ? undefined : waitingId}
      >
        {isSubmitting ? <span className="contact-spinner" aria-hidden="true" /> : null}
        <span>{isSubmitting ? submit.busyLabel : submit.label}</span>
      </button>
      {/* With JavaScript off, or the page's code lost on the way, the greyed button says why and
          where else to turn (contact-form.css shows it only then, so hydrating moves nothing). */}
      <p id={waitingId} className="contact-waiting">
        {submit.waiting}
      </p>
    </form>
  );
}
