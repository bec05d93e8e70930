import { useCallback, useRef } from 'react';
import type { FormikHelpers } from 'formik';
import { useContactSettings } from './use-contact-settings.ts';
import { useSite } from '../../frame/site-context.tsx';
import { showNotice } from '../../frame/notices.ts';
import { clearPlainNotice, plainNotice } from './plain-notice.ts';
import { sendContact } from '../../contact/api.ts';
import { contactOutcome, type ContactResult } from '../../contact/outcome.ts';
import { createIdempotencyKeys, type IdempotencyKeys } from '../../contact/idempotency.ts';
import { contactFingerprint, emptyContactValues, type ContactFormValues } from './values.ts';

/** How long the answer may wait for the notices' code before it is shown without it. */
const noticeWaitMs = 1000;

/**
 * Formik's onSubmit for the contact form: send, then show the spec's notice. Success clears the
 * form; any error keeps what the visitor typed so they can simply try again.
 */
export function useContactSubmit(elapsedMs: () => number) {
  const { api, locale, notices } = useSite();
  const contact = useContactSettings();
  const keys = useRef<IdempotencyKeys | null>(null);
  return useCallback(
    async (values: ContactFormValues, helpers: FormikHelpers<ContactFormValues>) => {
      keys.current ??= createIdempotencyKeys();
      let result: ContactResult;
      try {
        result = await sendContact({
          url: `${api.host}${api.contactPath}`,
          payload: { ...values, elapsedMs: elapsedMs() },
          idempotencyKey: keys.current.keyFor(contactFingerprint(values)),
          timeoutMs: contact.requestTimeoutMs,
          // The server answers in the page's language, and keeps it with the message.
          language: locale.lang,
        });
      } catch {
        // sendContact itself never throws; this catches a failure in preparing the request, which
        // Formik would otherwise swallow and leave the visitor with no notice at all.
        result = { kind: 'unexpected' };
      }
      const outcome = contactOutcome(result, contact.outcomes);
      // Never lost: if the notices' code cannot be loaded, the words show in a plain notice. Nor
      // late: a download a dead connection holds (WebKit waits on it) gives way after a moment, and
      // a notice that comes after all takes the plain one's place.
      const late = window.setTimeout(() => plainNotice(outcome.message, notices), noticeWaitMs);
      showNotice(outcome.kind, outcome.message).then(
        () => {
          window.clearTimeout(late);
          clearPlainNotice();
        },
        () => {
          window.clearTimeout(late);
          plainNotice(outcome.message, notices);
        },
      );
      if (outcome.kind === 'success') {
        keys.current.succeeded();
        // Empty, not the values the form started from (what was typed before it hydrated).
        helpers.resetForm({ values: emptyContactValues });
      }
    },
    [api.host, api.contactPath, locale.lang, notices, contact, elapsedMs],
  );
}
