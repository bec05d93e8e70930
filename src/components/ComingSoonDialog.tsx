import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSite } from '../frame/site-context.tsx';

/** Put on a button to make it open the iOS coming-soon dialog (spec section 8). */
export const opensComingSoon = { 'data-opens': 'coming-soon' } as const;

/**
 * An accessible modal: the native <dialog> opened with showModal() keeps focus inside it and
 * makes the page behind inert; Escape and OK close it; focus goes back to the button that opened it.
 *
 * It opens for a click on any button marked with `opensComingSoon`, found by one listener on the
 * document rather than a handler on each button: a page that needs no script of its own keeps its
 * prerendered HTML without hydrating it (src/sections/static-types.ts), and a download button
 * there still works.
 */
export function ComingSoonProvider({ children }: { children: ReactNode }) {
  const { downloads } = useSite();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const opener = event.target instanceof Element ? event.target.closest('[data-opens="coming-soon"]') : null;
      // defaultPrevented: where several providers share a document (the gallery), one dialog opens.
      if (!opener || event.defaultPrevented) return;
      event.preventDefault();
      openerRef.current = opener instanceof HTMLElement ? opener : null;
      setOpen(true);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      dialog.querySelector('button')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const onClose = () => {
    setOpen(false);
    openerRef.current?.focus();
  };

  return (
    <>
      {children}
      <dialog ref={dialogRef} className="coming-soon" aria-labelledby="coming-soon-message" onClose={onClose} onCancel={onClose}>
        <p id="coming-soon-message">{downloads.ios.dialog.message}</p>
        <form method="dialog">
          <button type="submit" className="button button-primary" onClick={() => setOpen(false)}>
            {downloads.ios.dialog.ok}
          </button>
        </form>
      </dialog>
    </>
  );
}
