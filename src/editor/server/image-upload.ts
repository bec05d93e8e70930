// An image the marketer uploads goes to public/images/uploads/ under a name validate accepts
// (the imagePath pattern of common.schema.json), after a look at its first bytes: only the image
// kinds the site serves, whatever the file's name says. Its size is then checked where it is used,
// by validate's image-size rule, as for any other image.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const signatures: Record<string, (bytes: Buffer) => boolean> = {
  png: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  jpg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  webp: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  avif: (b) => b.subarray(4, 12).toString('latin1') === 'ftypavif',
  svg: (b) => /<svg[\s>]/.test(b.subarray(0, 2048).toString('utf8')),
};

export class UploadRefused extends Error {
  override name = 'UploadRefused';
}

/** A name of lower-case letters, digits, dashes and dots, as the image path pattern allows. */
export function uploadName(original: string): { base: string; extension: string } {
  const extension = path.extname(original).slice(1).toLowerCase().replace('jpeg', 'jpg');
  if (!(extension in signatures))
    throw new UploadRefused(`An image must be .svg, .png, .jpg, .webp or .avif, not "${path.extname(original) || original}".`);
  const base =
    path
      .basename(original, path.extname(original))
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9_.-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'image';
  return { base, extension };
}

/** Saves the image and returns its path as site.yaml writes it (/images/uploads/...). */
export function saveUpload(publicDir: string, original: string, bytes: Buffer): string {
  const { base, extension } = uploadName(original);
  if (!signatures[extension](bytes)) throw new UploadRefused(`This file is not a ${extension.toUpperCase()} image.`);
  const folder = path.join(publicDir, 'images', 'uploads');
  mkdirSync(folder, { recursive: true });
  let name = `${base}.${extension}`;
  for (let n = 2; existsSync(path.join(folder, name)); n++) name = `${base}-${n}.${extension}`;
  writeFileSync(path.join(folder, name), bytes);
  return `/images/uploads/${name}`;
}
