// The screen widths the gallery shows each example at: a small phone, the widest screen that
// still gets the mobile layout (layout.mobileMaxWidth in site.yaml) and a laptop. Each example
// sits in an iframe of that width, so the site's own media queries decide the layout, as on a
// real screen.
import type { Site } from '../content/site.generated.ts';

export interface GalleryWidth {
  px: number;
  label: string;
}

export function galleryWidths(layout: Site['layout']): GalleryWidth[] {
  return [
    { px: 360, label: 'Phone' },
    { px: layout.mobileMaxWidth, label: 'Widest mobile layout' },
    { px: 1280, label: 'Laptop' },
  ];
}
