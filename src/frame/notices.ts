// Notices load on demand: react-toastify and its container arrive with the first notice, not with
// the page. NoticesHost (in the layout) mounts the container when asked; showNotice waits for it.
type Kind = 'success' | 'error';
type Listener = () => void;

let requested = false;
let ready: Promise<void> | undefined;
let markReady: (() => void) | undefined;
const listeners = new Set<Listener>();

/** For NoticesHost: has any notice been asked for yet, and a way to hear when one is. */
export const noticesRequest = {
  isRequested: () => requested,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Called by the container once it is mounted. */
  mounted(): void {
    markReady?.();
  },
};

function ensureContainer(): Promise<void> {
  if (!ready) {
    ready = new Promise((resolve) => {
      markReady = resolve;
    });
    requested = true;
    for (const listener of listeners) listener();
  }
  return ready;
}

/** Shows a notice in the notification area (top-right, auto-closing, from site.yaml). */
export async function showNotice(kind: Kind, message: string): Promise<void> {
  const [{ toast }] = await Promise.all([import('react-toastify/unstyled'), ensureContainer()]);
  if (kind === 'success') toast.success(message);
  else toast.error(message);
}
