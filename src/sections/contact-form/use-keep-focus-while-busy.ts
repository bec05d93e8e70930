import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A focused button that becomes disabled loses focus to the page body, so a keyboard user who
 * pressed "Send Now" would be thrown back to the top of the page once sending ends. This puts
 * focus back on the button afterwards, unless the visitor has since moved it somewhere else.
 */
export function useKeepFocusWhileBusy(buttonRef: RefObject<HTMLButtonElement | null>, busy: boolean): void {
  const hadFocus = useRef(false);
  // A layout effect runs before the browser's focus fix-up, while the button still has focus.
  useLayoutEffect(() => {
    const button = buttonRef.current;
    if (busy) {
      hadFocus.current = button !== null && document.activeElement === button;
      return;
    }
    if (!hadFocus.current) return;
    hadFocus.current = false;
    const active = document.activeElement;
    if (active === null || active === document.body) button?.focus();
  }, [busy, buttonRef]);
}
