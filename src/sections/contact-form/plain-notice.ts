// The answer to Send when the notices' own code could not be loaded (the connection dropped before
// it arrived, and before the form could fetch it ahead: prepareNotices): the same words, as a notice
// that behaves like the others. It stands where notices stand, below the header (contact-form.css),
// closes itself after notices.autoCloseMs (held while the pointer is on it, when the site says so),
// and closes at once by its button or Escape. It lives with the form, the one place a notice must
// never be lost.
import type { Notices } from '../../content/site.generated.ts';

type Settings = Pick<Notices, 'autoCloseMs' | 'closeLabel' | 'pauseOnHover'>;

let shown: { box: HTMLElement; stop: () => void } | undefined;

/** react-toastify's cross, so the two kinds of notice close with the same button. */
function crossIcon(): SVGSVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 14 16');
  svg.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute('fill-rule', 'evenodd');
  path.setAttribute(
    'd',
    'M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z',
  );
  svg.append(path);
  return svg;
}

export function plainNotice(message: string, { autoCloseMs, closeLabel, pauseOnHover }: Settings): void {
  clearPlainNotice();
  const box = document.createElement('div');
  box.className = 'notice-plain';
  box.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent = message;
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'notice-plain-close';
  close.setAttribute('aria-label', closeLabel);
  close.append(crossIcon());
  close.addEventListener('click', clearPlainNotice);
  box.append(text, close);

  // The countdown, held while the pointer rests on the notice.
  let left = autoCloseMs;
  let since = performance.now();
  let timer = window.setTimeout(clearPlainNotice, left);
  if (pauseOnHover) {
    box.addEventListener('pointerenter', () => {
      window.clearTimeout(timer);
      left -= performance.now() - since;
    });
    box.addEventListener('pointerleave', () => {
      since = performance.now();
      timer = window.setTimeout(clearPlainNotice, Math.max(0, left));
    });
  }
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') clearPlainNotice();
  };
  document.addEventListener('keydown', onKey);
  document.body.append(box);
  shown = {
    box,
    stop: () => {
      window.clearTimeout(timer);
      document.removeEventListener('keydown', onKey);
    },
  };
}

/** Takes the plain notice away: closed, timed out, or a later answer shown as a notice. */
export function clearPlainNotice(): void {
  shown?.stop();
  shown?.box.remove();
  shown = undefined;
}
