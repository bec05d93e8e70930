import type { Image } from '../content/site.generated.ts';

interface PictureProps {
  image: Image;
  className?: string;
  /** Below-the-fold images load lazily; the first view's images load at once. */
  eager?: boolean;
  width?: number;
  height?: number;
}

/** An image from site.yaml: alt text when it means something, hidden from screen readers when decorative. */
export function Picture({ image, className, eager = false, width, height }: PictureProps) {
  return (
    <img
      src={image.src}
      alt={image.decorative ? '' : (image.alt ?? '')}
      className={className}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      width={width}
      height={height}
    />
  );
}
