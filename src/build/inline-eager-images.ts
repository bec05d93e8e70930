// Writes the small SVG images a page shows at once (the loader's, the header's logo, the download
// buttons' icons) into the page as data: URLs instead of links to their files.
//
// Why: on a phone's first visit over HTTP/1.1 every file the page asks for as it starts opens or
// waits for a connection and shares the slow link with the stylesheet and the font, which the
// first paint waits for. Lighthouse's slow-4G phone splits the link evenly between the files in
// flight, so three 1-2 KB images beside them cost the font a round trip or two. Measured on /privacy
// (median of 3): LCP 1,137 ms with the files, 985 ms inlined (and the web app manifest held until
// after the first paint, see src/build/defer-scripts.ts). Each inlined image costs the page about
// 0.6 KB compressed, once: a visitor moves between pages in the browser (the router), which never
// fetches another page's HTML.
//
// Only what the page shows without waiting: an image with loading="lazy" is fetched when it nears
// the screen, after the first paint, and a large image (the hero's artwork) would make the HTML
// itself need one more round trip, so it stays a file.
import { svgAttributeUrl } from './inline-icon.ts';

const imageElement = /<img\b[^>]*>/g;
const localSvgSource = /\bsrc="(\/[^"]+\.svg)"/;

/** The page with each eager, small local SVG <img> drawn from a data: URL, and its preload dropped. */
export function inlineEagerSvgImages(html: string, distDir: string): string {
  const inlined = new Set<string>();
  const withImages = html.replace(imageElement, (tag) => {
    const source = localSvgSource.exec(tag)?.[1];
    if (!source || /\bloading="lazy"/.test(tag)) return tag;
    const url = svgAttributeUrl(distDir, source);
    if (!url) return tag;
    inlined.add(source);
    return tag.replace(`src="${source}"`, () => `src="${url}"`);
  });
  // React writes a preload for each eager image; one for an inlined image would fetch the file anyway.
  return withImages.replace(/<link rel="preload" as="image" href="([^"]+)"\s*\/>/g, (link, href: string) => (inlined.has(href) ? '' : link));
}
