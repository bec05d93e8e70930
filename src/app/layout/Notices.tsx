// The unstyled build does not inject a <style> tag at run time (the CSP forbids inline styles);
// its stylesheet ships as a normal CSS file instead. Every toast() call must use the same entry.
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/dist/ReactToastify.css';
import { useEffect } from 'react';
import { useSite } from '../../frame/site-context.tsx';

/** The notification area (spec section 4): timings and behaviour from site.yaml. */
export function Notices({ onMounted }: { onMounted?: () => void }) {
  const { notices } = useSite();
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <ToastContainer
      position={notices.position}
      autoClose={notices.autoCloseMs}
      pauseOnHover={notices.pauseOnHover}
      pauseOnFocusLoss={notices.pauseOnFocusLoss}
      draggable={notices.swipeToDismiss}
      closeOnClick={false}
      newestOnTop
      theme="dark"
    />
  );
}
