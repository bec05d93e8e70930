// Build-time raster pipeline: every PNG or JPEG under public/ becomes AVIF and WebP copies (plus
// copies in its own format as the fallback) at several widths, for <picture srcset>.
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { copyPath, rasterExtensions, widthsFor, type RasterEntry, type RasterManifest } from '../images/responsive.ts';

function* rasterFiles(dir: string, base = dir): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* rasterFiles(full, base);
    else if (rasterExtensions.test(name)) yield `/${path.relative(base, full).split(path.sep).join('/')}`;
  }
}

/** The responsive copies each raster source will have; reads only the sources' headers. */
export async function rasterManifest(publicDir: string): Promise<RasterManifest> {
  const manifest: RasterManifest = {};
  for (const src of rasterFiles(publicDir)) {
    const { width, height } = await sharp(path.join(publicDir, src)).metadata();
    if (!width || !height) throw new Error(`Cannot read the size of ${src}`);
    const widths = widthsFor(width);
    const jpeg = /\.jpe?g$/i.test(src);
    const entry: RasterEntry = {
      width,
      height,
      avif: widths.map((w) => ({ src: copyPath(src, w, 'avif'), width: w })),
      webp: widths.map((w) => ({ src: copyPath(src, w, 'webp'), width: w })),
      fallback: widths.map((w) => ({ src: copyPath(src, w, jpeg ? 'jpg' : 'png'), width: w })),
      fallbackType: jpeg ? 'image/jpeg' : 'image/png',
    };
    manifest[src] = entry;
  }
  return manifest;
}

/** Writes every copy the manifest lists into outDir (dist/). Returns how many files it wrote. */
export async function writeRasterImages(publicDir: string, outDir: string, manifest: RasterManifest): Promise<number> {
  let written = 0;
  for (const [src, entry] of Object.entries(manifest)) {
    const source = path.join(publicDir, src);
    const jobs = entry.avif.map((candidate, index) => ({ width: candidate.width, avif: candidate.src, webp: entry.webp[index].src, fallback: entry.fallback[index].src }));
    for (const job of jobs) {
      const resized = () => sharp(source).resize({ width: job.width, withoutEnlargement: true });
      const target = (file: string) => {
        const full = path.join(outDir, file);
        mkdirSync(path.dirname(full), { recursive: true });
        return full;
      };
      await resized().avif({ quality: 50, effort: 4 }).toFile(target(job.avif));
      await resized().webp({ quality: 75 }).toFile(target(job.webp));
      const fallback = resized();
      await (entry.fallbackType === 'image/jpeg' ? fallback.jpeg({ quality: 80, mozjpeg: true }) : fallback.png({ compressionLevel: 9 })).toFile(
        target(job.fallback),
      );
      written += 3;
    }
  }
  return written;
}
