import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSite } from '../frame/site-context.tsx';

const OpenComingSoon = createContext<() => void>(() => undefined);

/** Opens the iOS coming-soon dialog (spec section 8). */
export function useComingSoon(): () => void {
  return useContext(OpenComingSoon);
}

/**
 * An accessible modal: the native <dialog> opened with showModal() keeps focus inside it and
 * makes the page behind inert; Escape and OK close it; focus goes back to the button that opened it.
 */
export function ComingSoonProvider({ children }: { children: ReactNode }) {
  const { downloads } = useSite();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);

  const openDialog = useCallback(() => {
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(true);
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

  const value = useMemo(() => openDialog, [openDialog]);
  return (
    <OpenComingSoon.Provider value={value}>
      {children}
      <dialog ref={dialogRef} className="coming-soon" aria-labelledby="coming-soon-message" onClose={onClose} onCancel={onClose}>
        <p id="coming-soon-message">{downloads.ios.dialog.message}</p>
        <form method="dialog">
          <button type="submit" className="button button-primary" onClick={() => setOpen(false)}>
            {downloads.ios.dialog.ok}
          </button>
        </form>
      </dialog>
    </OpenComingSoon.Provider>
  );
}
