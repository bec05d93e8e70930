// The editor page's calls to its server, each carrying this launch's token (read once from the
// address's #token=..., then kept for the tab and taken out of the address bar).
import {
  apiPaths,
  tokenHeader,
  type CheckAnswer,
  type CheckRequest,
  type DiskEvent,
  type FilesAnswer,
  type SaveAnswer,
  type SaveRequest,
  type UploadAnswer,
} from '../shared/api.ts';

const storageKey = 'site-editor-token';

function launchToken(): string {
  const fromAddress = new URLSearchParams(window.location.hash.slice(1)).get('token');
  if (fromAddress) {
    sessionStorage.setItem(storageKey, fromAddress);
    history.replaceState(null, '', window.location.pathname);
    return fromAddress;
  }
  return sessionStorage.getItem(storageKey) ?? '';
}

const token = launchToken();

/** An answer other than 2xx: its status and the server's sentence, with its body for 409 and 422. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, { ...init, headers: { ...init.headers, [tokenHeader]: token } });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (body as { message?: string } | null)?.message ?? `The editor's server answered ${response.status}.`;
    throw new ApiError(response.status, message, body);
  }
  return body as T;
}

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

export const api = {
  files: () => call<FilesAnswer>(apiPaths.files),
  check: (request: CheckRequest) => call<CheckAnswer>(apiPaths.check, json(request)),
  save: (request: SaveRequest) => call<SaveAnswer>(apiPaths.save, json(request)),
  upload: (file: File) =>
    call<UploadAnswer>(apiPaths.upload, {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream', 'x-file-name': encodeURIComponent(file.name) },
      body: file,
    }),
  /** Calls `changed` with the files' versions each time one changes on disk; returns the stop. */
  watchDisk: (changed: (event: DiskEvent) => void): (() => void) => {
    const source = new EventSource(`${apiPaths.events}?token=${encodeURIComponent(token)}`);
    source.onmessage = (message: MessageEvent<string>) => changed(JSON.parse(message.data) as DiskEvent);
    return () => source.close();
  },
};
