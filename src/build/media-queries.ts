// Breakpoints live in site.yaml, but CSS cannot read them at run time. Stylesheets name them as
// custom media, e.g. `@media (--mobile)`, and the build swaps in the numbers, so the prerendered
// page lays out right at every width with no script.
import type { Layout } from '../content/site.generated.ts';

export function customMedia(layout: Layout): Record<string, string> {
  return {
    '--mobile': `(width <= ${layout.mobileMaxWidth}px)`,
    '--desktop': `(width > ${layout.mobileMaxWidth}px)`,
    '--footer-narrow': `(width <= ${layout.footerImageMaxWidth}px)`,
    '--footer-wide': `(width > ${layout.footerImageMaxWidth}px)`,
  };
}

export function replaceCustomMedia(css: string, media: Record<string, string>): string {
  return css.replace(/\((--[a-z-]+)\)/g, (whole, name: string) => media[name] ?? whole);
}
