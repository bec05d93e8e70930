import images from 'virtual:site/images';
import type { Image } from '../content/site.generated.ts';
import { srcSet, type RasterEntry } from '../images/responsive.ts';

interface PictureProps {
  image: Image;
  className?: string;
  /** Below-the-fold images load lazily; the first view's images load at once. */
  eager?: boolean;
  /** The first view's largest image: loaded at once and before other images (fetchpriority=high). */
  priority?: boolean;
  /** The box the image is drawn in, so nothing moves when it arrives (a raster's own size by default). */
  width?: number;
  height?: number;
  /** How wide the image is drawn, for choosing among a raster's widths (the `sizes` attribute). */
  sizes?: string;
}

/**
 * An image from site.yaml: alt text when it means something, hidden from screen readers when
 * decorative. A PNG or JPEG is offered as AVIF, WebP and its own format at several widths (made by
 * the build, src/build/raster-images.ts); an SVG is one file at every size.
 */
export function Picture({ image, ...props }: PictureProps) {
  return <PictureView image={image} raster={images[image.src]} {...props} />;
}

export function PictureView({
  image,
  raster,
  className,
  eager = false,
  priority = false,
  width,
  height,
  sizes = '100vw',
}: PictureProps & { raster: RasterEntry | undefined }) {
  const img = (
    <img
      src={raster ? raster.fallback[raster.fallback.length - 1].src : image.src}
      srcSet={raster ? srcSet(raster.fallback) : undefined}
      sizes={raster ? sizes : undefined}
      alt={image.decorative ? '' : (image.alt ?? '')}
      className={className}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      width={width ?? raster?.width}
      height={height ?? raster?.height}
    />
  );
  if (!raster) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(raster.avif)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(raster.webp)} sizes={sizes} />
      {img}
    </picture>
  );
}
