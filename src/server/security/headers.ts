// The security headers every answer carries. The policy allows scripts and styles from this origin
// only, plus the exact inline code the build produced (by hash); framing is refused everywhere.
//
// Four of them govern only a document (what a page may run, frame, use, and which window it shares):
// a font, stylesheet, script or raster image never becomes one, so those answers leave them out.
// Not for tidiness: the policy alone is about 800 bytes, and on the Latin font it was what made the
// file one TCP round trip longer on a phone's new connection (see src/build/font-subset.ts). An
// SVG, JSON or HTML answer can be opened as a document, so it keeps them; an SVG's are its own, shorter
// ones (`svgDocumentPolicy`).
import type { InlineHashes } from './inline-hashes.ts';

export function contentSecurityPolicy({ scripts, styles }: InlineHashes): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scripts],
    'style-src': ["'self'", ...styles],
    // data: for the small images CSS and carousels inline.
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

export function securityHeaders(hashes: InlineHashes): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(hashes),
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}

/** Headers that only a document reads. */
export const documentOnlyHeaders = [
  'content-security-policy',
  'x-frame-options',
  'permissions-policy',
  'cross-origin-opener-policy',
] as const;

const neverADocument =
  /^(font\/|text\/css|text\/javascript|application\/javascript|image\/(png|jpeg|webp|avif|gif|x-icon|vnd\.microsoft\.icon))/i;

/**
 * The policy of an SVG opened on its own: a picture, so nothing may run, load or submit, and it may
 * not be framed. Stricter than a page's, and a tenth of its size: the site's pages fetch a dozen
 * small SVGs each, and the page's 800-byte policy was half of what an icon cost on the wire.
 */
export const svgDocumentPolicy = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

/** Headers an SVG never needs: it asks for no camera, and opens no window to share. */
export const notForAnSvg = ['permissions-policy', 'cross-origin-opener-policy'] as const;

export function isSvg(contentType: string | undefined): boolean {
  return contentType !== undefined && /^image\/svg\+xml/i.test(contentType);
}

/** Whether an answer of this content type can never be rendered as a document. */
export function isNeverADocument(contentType: string | undefined): boolean {
  return contentType !== undefined && neverADocument.test(contentType);
}
