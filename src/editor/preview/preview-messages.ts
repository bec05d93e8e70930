// What the editor and a preview iframe say to each other through postMessage (same origin).
import type { Site } from '../../content/site.generated.ts';

export interface RenderMessage {
  type: 'render';
  /** The site as it is on the preview's day, in the preview's language. */
  site: Site;
  page: string;
  language: 'en' | 'hi';
  /** English texts the Hindi site shows for lack of a translation. */
  untranslated: string[];
  /** Counts renders, so the editor knows which one has reached the screen. */
  seq: number;
}

/** From the preview: it is ready for its first render, or it has drawn render `seq`. */
export type PreviewEvent =
  | { type: 'preview-ready' }
  | { type: 'preview-rendered'; seq: number }
  /** Something on the page was clicked: the section (by id) or shared part, and the words clicked. */
  | { type: 'preview-clicked'; sectionId?: string; part?: 'header' | 'footer'; text: string };
