// What the build knows about a raster image under public/: its size and the responsive copies made
// from it. Shared by the build (which writes the copies) and <Picture> (which lists them).

export interface Candidate {
  src: string;
  width: number;
}

export interface RasterEntry {
  /** Intrinsic size of the source, so the page reserves the right box before the image arrives. */
  width: number;
  height: number;
  avif: Candidate[];
  webp: Candidate[];
  /** Copies in the source's own format, for browsers without AVIF or WebP. */
  fallback: Candidate[];
  fallbackType: 'image/png' | 'image/jpeg';
}

/** Image path under public/ (as written in site.yaml) to its responsive copies. */
export type RasterManifest = Record<string, RasterEntry>;

/** Widths a phone, a tablet and a desktop (at 1x and 2x) ask for; never wider than the source. */
export const widthLadder = [320, 480, 640, 960, 1280, 1920] as const;

export const rasterExtensions = /\.(png|jpe?g)$/i;

export function widthsFor(intrinsicWidth: number): number[] {
  const capped = Math.min(intrinsicWidth, widthLadder[widthLadder.length - 1]);
  return [...widthLadder.filter((width) => width < capped), capped];
}

/** /images/photo.png at 640 px as AVIF -> /images/photo-640w.avif */
export function copyPath(src: string, width: number, extension: string): string {
  return `${src.replace(rasterExtensions, '')}-${width}w.${extension}`;
}

export const srcSet = (candidates: readonly Candidate[]) =>
  candidates.map((candidate) => `${candidate.src} ${candidate.width}w`).join(', ');
