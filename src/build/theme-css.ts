// CSS that depends on site.yaml values (background images, carousel ranges). Generated rather than set as inline
// styles, so the Content-Security-Policy can forbid inline styles.
import type { Site } from '../content/site.generated.ts';
import { breakpointCss } from '../components/carousel/breakpoints.ts';

const url = (src: string) => `url(${JSON.stringify(src)})`;

export function themeCss(site: Site): string {
  return [
    `body::before { background-image: ${url(site.loader.background)}; }`,
    `:root { --loader-delay: ${site.loader.delayMs}ms; }`,
    `.site-footer { background-image: ${url(site.footer.background.wide)}; }`,
    `@media (--footer-narrow) { .site-footer { background-image: ${url(site.footer.background.narrow)}; } }`,
    // Items per view of each multi-item carousel, so the prerendered list matches the live one.
    ...Object.values(site.pages)
      .flatMap((page) => page.sections)
      .flatMap((section) => (section.type === 'reviews' || section.type === 'logoCarousel' ? [breakpointCss(section.id, section.responsive)] : [])),
  ].join('\n');
}
