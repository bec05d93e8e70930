// What the editor's page and its server say to each other: one place for the addresses, the
// header that carries the launch token, and the shapes of the answers.
import type { Problem } from '../../content/problem.ts';
import type { Site } from '../../content/site.generated.ts';

export const tokenHeader = 'x-editor-token';

export const apiPaths = {
  files: '/api/files',
  check: '/api/check',
  save: '/api/save',
  upload: '/api/upload',
  events: '/api/events',
} as const;

/** One file as the editor holds it: its text and a fingerprint of what was on disk. */
export interface FileState {
  name: string;
  text: string;
  /** SHA-256 of the text on disk, so a save can tell that the file changed meanwhile. */
  version: string;
}

export interface FilesAnswer {
  site: FileState;
  /** site.hi.yaml, when the site has one. */
  translation: FileState | null;
  /** Whether the folder is a git repository ("Save and commit"). */
  git: boolean;
  /** Image paths under public/images, as site.yaml writes them (/images/...). */
  images: string[];
  /** The build day validate uses (today in India, or SITE_DATE). */
  today: string;
}

export interface CheckRequest {
  site: string;
  translation: string | null;
  /** The day the preview shows, YYYY-MM-DD. */
  day: string;
  /** The language the preview shows (only that one is sent back). */
  language?: 'en' | 'hi';
}

export interface CheckAnswer {
  /** site.yaml's problems and the translation file's, as npm run validate reports them today. */
  site: Problem[];
  translation: Problem[];
  errors: number;
  warnings: number;
  /**
   * The site as it is on `day` in the language asked for (English when the site has no Hindi);
   * null while the draft has errors.
   */
  preview: { site: Site; language: 'en' | 'hi'; untranslated: string[] } | null;
  /** How long the server took, in ms (the bench reads it). */
  ms: number;
}

export interface SaveRequest {
  site: string;
  translation: string | null;
  /** The versions the draft was made from: the save is refused if the disk has changed since. */
  base: { site: string; translation: string | null };
  /** Also commit the files, with a message that says what changed (a git repository only). */
  commit?: boolean;
}

export interface SaveAnswer {
  site: FileState;
  translation: FileState | null;
  /** The commit made, when asked for: its short hash and message. */
  commit?: { hash: string; message: string };
}

/** 409: what is on disk now, for the "changed on disk" choice. */
export interface ConflictAnswer {
  message: string;
  site: FileState;
  translation: FileState | null;
}

/** 422: the draft has errors and was not written. */
export interface RefusedAnswer {
  message: string;
  errors: number;
}

/** What /api/events sends when a file on disk changes: the files' versions now. */
export interface DiskEvent {
  site: string;
  translation: string | null;
}

export interface UploadAnswer {
  /** The new image's path as site.yaml writes it. */
  src: string;
}
