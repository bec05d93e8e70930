// Notices load on demand: react-toastify and its container arrive with the first notice, not with
// the page. NoticesHost (in the layout) mounts the container when asked; showNotice waits for it.
// If their code cannot be loaded (the connection dropped), showNotice rejects, so the caller can
// show the message another way, and the next notice tries again.
type Kind = 'success' | 'error';
type Listener = () => void;

/** Which attempt at loading the container this is (a new one after a failed download). */
let attempt = 0;
let ready: Promise<void> | undefined;
let settle: { resolve: () => void; reject: () => void } | undefined;
const listeners = new Set<Listener>();
const notify = () => listeners.forEach((listener) => listener());

/** For NoticesHost: whether (and on which attempt) the container is asked for, and ways to answer. */
export const noticesRequest = {
  attempt: () => (ready ? attempt : 0),
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Called by the container once it is mounted. */
  mounted: () => settle?.resolve(),
  /** Called by the host when the container's code could not be loaded. */
  failed(): void {
    settle?.reject();
    ready = settle = undefined;
    notify();
  },
};

function ensureContainer(): Promise<void> {
  if (!ready) {
    attempt++;
    ready = new Promise((resolve, reject) => (settle = { resolve, reject }));
    notify();
  }
  return ready;
}

/** Shows a notice in the notification area (top-right, auto-closing, from site.yaml). */
export async function showNotice(kind: Kind, message: string): Promise<void> {
  const [{ toast }] = await Promise.all([import('react-toastify/unstyled'), ensureContainer()]);
  toast[kind](message);
}
