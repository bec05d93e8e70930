// This site's own sections for the dev gallery: each page's list as site.yaml has it, with the
// dates that decide when each shows, and the two widths each is drawn at.
import type { Section } from '../content/site.generated.ts';
import { describeWindow } from '../content/schedule.ts';

export interface GalleryPage {
  /** The page's name in site.yaml, or "notFound". */
  name: string;
  path: string | undefined;
  sections: Section[];
}

/** "from 2027-10-20 to 2027-11-05", or "always shown". */
export function datesOf(section: Section): string {
  return describeWindow(section) || 'always shown';
}

/**
 * A phone and a laptop, each frame drawn at its real width and scaled to `scale`, so the pair fits
 * beside each other on a laptop screen (and the phone alone on a tablet) without scrolling sideways.
 */
export const siteSectionWidths = [
  { px: 360, label: 'Phone', scale: 0.75 },
  { px: 1280, label: 'Laptop', scale: 0.5 },
] as const;
