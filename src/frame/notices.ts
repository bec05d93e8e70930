// Notices load on demand: react-toastify and its container arrive with the first notice, not with
// the page. NoticesHost (in the layout) mounts the container when asked; showNotice waits for it.
//
// A form asks for them ahead (prepareNotices, on its first focus), so a visitor whose connection
// drops before they press Send still gets the notice. If the code cannot be loaded at all, the
// message is still shown, in a plain box (showPlainNotice), and the next notice tries again: a
// failed download must never lose what the visitor is told, nor take the page down.
type Kind = 'success' | 'error';
type Listener = () => void;

/** 0 while no notice has been asked for; otherwise which attempt at loading the container this is. */
let attempt = 0;
let tries = 0;
let ready: Promise<void> | undefined;
let markReady: (() => void) | undefined;
let markFailed: ((error: unknown) => void) | undefined;
let prepared = false;
const listeners = new Set<Listener>();
const preparers = new Set<Listener>();

const notify = () => {
  for (const listener of listeners) listener();
};

/** For NoticesHost: whether (and on which attempt) a notice has been asked for, and ways to answer. */
export const noticesRequest = {
  attempt: () => attempt,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The host's way to fetch the container's code ahead of the first notice. */
  onPrepare(prepare: Listener): () => void {
    preparers.add(prepare);
    if (prepared) prepare();
    return () => preparers.delete(prepare);
  },
  /** Called by the container once it is mounted. */
  mounted(): void {
    markReady?.();
  },
  /** Called by the host when the container's code could not be loaded: the next notice tries again. */
  failed(error: unknown): void {
    const fail = markFailed;
    attempt = 0;
    ready = markReady = markFailed = undefined;
    fail?.(error);
    notify();
  },
};

function ensureContainer(): Promise<void> {
  if (!ready) {
    ready = new Promise((resolve, reject) => {
      markReady = resolve;
      markFailed = reject;
    });
    attempt = ++tries;
    notify();
  }
  return ready;
}

const loadToasts = () => import('react-toastify/unstyled');

/** Fetches the notices' code now, while the page is still online (once per page). */
export function prepareNotices(): void {
  if (prepared) return;
  prepared = true;
  void loadToasts().catch(() => undefined);
  for (const prepare of preparers) prepare();
}

let plainNotice: HTMLElement | undefined;

/** The message in a plain box where notices show, until it is clicked or the next notice comes. */
function showPlainNotice(message: string): void {
  plainNotice?.remove();
  const box = document.createElement('div');
  box.className = 'notice-plain';
  box.setAttribute('role', 'alert');
  box.textContent = message;
  box.addEventListener('click', () => box.remove());
  document.body.append(box);
  plainNotice = box;
}

/** Shows a notice in the notification area (top-right, auto-closing, from site.yaml). */
export async function showNotice(kind: Kind, message: string): Promise<void> {
  plainNotice?.remove();
  try {
    const [{ toast }] = await Promise.all([loadToasts(), ensureContainer()]);
    if (kind === 'success') toast.success(message);
    else toast.error(message);
  } catch {
    showPlainNotice(message);
  }
}
