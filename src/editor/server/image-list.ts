// The images a field can choose from: every file under public/images, as site.yaml writes its path.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const imageFile = /\.(svg|png|jpe?g|webp|avif)$/i;

export function listImages(publicDir: string): string[] {
  const root = path.join(publicDir, 'images');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => imageFile.test(file))
    .map((file) => `/images/${file.split(path.sep).join('/')}`)
    .sort();
}
