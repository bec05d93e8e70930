// Raster files that social sites, phones and browsers ask for, drawn at build time from the
// brand's own SVG artwork: the 1200x630 share card, PNG icons and the web app manifest.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Site } from '../src/content/site.generated.ts';

export const shareCardPath = '/images/share-card.jpg';
export const iconSizes = [32, 180, 192, 512] as const;
export const iconPath = (size: number) => `/images/icon-${size}.png`;

const fromPublic = (publicDir: string, src: string) => path.join(publicDir, src);

async function drawShareCard(site: Site, publicDir: string): Promise<Buffer> {
  const { shareCard, logo } = site.brand;
  const background = await sharp(fromPublic(publicDir, shareCard.background), { density: 144 })
    .resize(1200, 630, { fit: 'cover' })
    .png()
    .toBuffer();
  const logoImage = await sharp(fromPublic(publicDir, logo.src), { density: 600 }).resize({ width: 560 }).png().toBuffer();
  const art = await sharp(fromPublic(publicDir, shareCard.art), { density: 300 }).resize({ height: 560 }).png().toBuffer();
  const artWidth = (await sharp(art).metadata()).width ?? 560;
  return (
    sharp(background)
      .composite([
        { input: logoImage, left: 70, top: 250 },
        { input: art, left: 1200 - artWidth - 40, top: 35 },
      ])
      // A photo-like card: JPEG is a fifth of the PNG's size, and social sites accept it.
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer()
  );
}

export async function writeSocialImages(site: Site, publicDir: string, distDir: string): Promise<void> {
  const out = (src: string) => {
    const file = path.join(distDir, src);
    mkdirSync(path.dirname(file), { recursive: true });
    return file;
  };
  writeFileSync(out(shareCardPath), await drawShareCard(site, publicDir));
  const mark = fromPublic(publicDir, site.brand.icon);
  for (const size of iconSizes) {
    const padding = size >= 192 ? Math.round(size * 0.1) : 0;
    const inner = await sharp(mark, { density: 600 })
      .resize(size - 2 * padding, size - 2 * padding)
      .png()
      .toBuffer();
    const icon = sharp({ create: { width: size, height: size, channels: 4, background: site.brand.themeColor ?? '#000000' } })
      .composite([{ input: inner, left: padding, top: padding }])
      .png({ compressionLevel: 9 });
    writeFileSync(out(iconPath(size)), await icon.toBuffer());
  }
  const manifest = {
    name: site.brand.name,
    short_name: site.brand.name,
    description: site.brand.description,
    lang: site.brand.lang,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: site.brand.themeColor ?? '#000000',
    theme_color: site.brand.themeColor ?? '#000000',
    icons: [
      { src: iconPath(192), sizes: '192x192', type: 'image/png' },
      { src: iconPath(512), sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
      { src: site.brand.icon, sizes: 'any', type: 'image/svg+xml' },
    ],
  };
  writeFileSync(out('/manifest.webmanifest'), `${JSON.stringify(manifest, null, 2)}\n`);
}
