// What the preview shows: which page, how wide, in which language, on which day.
export const previewWidths = [
  { px: 360, name: 'Phone' },
  { px: 768, name: 'Tablet' },
  { px: 1280, name: 'Laptop' },
] as const;

export type PreviewWidth = (typeof previewWidths)[number]['px'];

export interface PreviewSettings {
  page: string;
  width: PreviewWidth;
  language: 'en' | 'hi';
  /** YYYY-MM-DD: dated sections, slides and reviews show as they will that day. */
  day: string;
}
