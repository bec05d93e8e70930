// Stores the visual test's reference screenshots (tests/browser/screenshots/) as 256-colour PNGs, a
// quarter of the size of the full-colour ones Playwright writes: against a full-colour screenshot
// they differ by less than the comparison's colour threshold (playwright.config.ts), so a change
// still shows only where the page changed. Run by npm run test:screenshots:update; a reference
// already stored so is left as it is.
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { projectRoot } from '../src/content/load-site-file.ts';

const dir = path.join(projectRoot, 'tests/browser/screenshots');
for (const name of readdirSync(dir).filter((file) => file.endsWith('.png'))) {
  const file = path.join(dir, name);
  if ((await sharp(file).metadata()).isPalette) continue;
  const shrunk = await sharp(file).png({ palette: true, colors: 256, dither: 0, compressionLevel: 9, effort: 10 }).toBuffer();
  writeFileSync(file, shrunk);
  console.log(`${path.relative(projectRoot, file)}: ${(shrunk.length / 1024).toFixed(0)} KB`);
}
