// Notices load on demand: react-toastify and its container arrive when first needed, not with the
// page. NoticesHost (in the layout) mounts the container when asked; showNotice waits for it. A
// form asks for them early (prepareNotices, as the visitor starts filling it in), so the answer to
// Send never waits on a download that a dropped connection would lose. If their code cannot be
// loaded, showNotice rejects, so the caller can show the message another way, and the next notice
// tries again.
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

const loadNotices = () => Promise.all([import('react-toastify/unstyled'), ensureContainer()]);

/** Loads the notices' code and mounts their area now, ahead of a notice; resolves false if it could not. */
export function prepareNotices(): Promise<boolean> {
  return loadNotices().then(
    () => true,
    () => false,
  );
}

/** Shows a notice in the notification area (top-right, auto-closing, from site.yaml). */
export async function showNotice(kind: Kind, message: string): Promise<void> {
  const [{ toast }] = await loadNotices();
  toast[kind](message);
}
