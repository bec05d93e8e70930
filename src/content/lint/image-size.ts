// image-size: a visitor on a budget phone and a slow network pays for every kilobyte. Each file is
// reported once, at its first use, however many places show it.
import type { Site } from '../site.generated.ts';
import { lintRules } from './rules.ts';
import type { Reporter } from './reporter.ts';
import { eachFileOnce } from './file-sizes.ts';

const imagePath = /^\/images\/.+\.(svg|png|jpe?g|webp|avif)$/i;

export function checkImageSizes(site: Site, reporter: Reporter, imageBytes: (src: string) => number | undefined): void {
  const { svgMaxKb, rasterMaxKb } = lintRules['image-size'];
  eachFileOnce(site, imagePath, imageBytes, (value, path, kb) => {
    const svg = value.toLowerCase().endsWith('.svg');
    const maxKb = svg ? svgMaxKb : rasterMaxKb;
    if (kb <= maxKb) return;
    reporter.report('image-size', {
      path,
      message: `The image "${value}" is ${kb} KB; ${svg ? 'an SVG' : 'a photo or picture'} should be at most ${maxKb} KB so pages open quickly on slow phones.`,
      hint: svg
        ? 'simplify the drawing or run it through an SVG optimiser such as SVGO'
        : 'save it smaller: about 1200 px wide is enough, as .webp or as .jpg at 80% quality',
    });
  });
}
