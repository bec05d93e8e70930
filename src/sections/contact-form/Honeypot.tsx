import { useField } from 'formik';

/**
 * The spam trap: a `website` field that bots fill in and people never meet. It is kept in the page
 * (bots skip fields that are display:none) but moved off-screen, out of the tab order, hidden from
 * screen readers and inert, and the browser is asked not to autofill it. It has no label because
 * nobody is meant to read it.
 */
export function Honeypot({ id }: { id: string }) {
  const [field] = useField<string>('website');
  return (
    <div className="contact-honeypot" aria-hidden="true" inert>
      <input {...field} id={id} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
