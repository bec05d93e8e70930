// The unstyled build does not inject a <style> tag at run time (the CSP forbids inline styles);
// its stylesheet ships as a normal CSS file instead. Every toast() call must use the same entry.
import { ToastContainer, type CloseButtonProps } from 'react-toastify/unstyled';
import 'react-toastify/dist/ReactToastify.css';
import { useEffect, useRef } from 'react';
import { useSite } from '../../frame/site-context.tsx';

/**
 * react-toastify's own close button (same classes, same cross), named from site.yaml: the library
 * names it "close", in English, on the Hindi pages too.
 */
function CloseNotice({ closeToast, theme, label }: CloseButtonProps & { label: string }) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={label}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

/** The notification area (spec section 4): timings, behaviour and screen-reader names from site.yaml. */
export function Notices({ onMounted }: { onMounted?: () => void }) {
  const { notices } = useSite();
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => onMounted?.(), [onMounted]);
  // Each notice's countdown bar is named "notification timer" by the library, with no option to
  // name it otherwise: it is renamed as it appears. React leaves the name alone after that, since
  // the value it renders for it never changes.
  useEffect(() => {
    const root = area.current;
    if (!root) return;
    const rename = () => {
      for (const bar of root.querySelectorAll('[role="progressbar"]')) bar.setAttribute('aria-label', notices.timerLabel);
    };
    // Now too: a switch of language changes the name of the bars already shown.
    rename();
    const observer = new MutationObserver(rename);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [notices.timerLabel]);
  return (
    <div ref={area} className="notices">
      <ToastContainer
        aria-label={notices.label}
        closeButton={(props) => <CloseNotice {...props} label={notices.closeLabel} />}
        position={notices.position}
        autoClose={notices.autoCloseMs}
        pauseOnHover={notices.pauseOnHover}
        pauseOnFocusLoss={notices.pauseOnFocusLoss}
        draggable={notices.swipeToDismiss}
        closeOnClick={false}
        newestOnTop
        theme="dark"
      />
    </div>
  );
}
