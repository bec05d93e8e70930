// The footer's skyline artwork is drawn at the footer's width along its bottom edge, so where its
// top edge falls depends on the screen: on a phone it falls among the footer's links. An artwork
// whose top edge is opaque there (or a glow cut off by it) shows as a line across them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/content/load-site-file.ts';
import { fixtureSite } from '../fixture-site.ts';

/** The most opaque pixel of the artwork's first row, 0 (see-through) to 255. */
async function topEdgeOpacity(file: string): Promise<number> {
  const { data, info } = await sharp(readFileSync(file)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let most = 0;
  for (let x = 0; x < info.width; x++) most = Math.max(most, data[x * info.channels + 3]);
  return most;
}

describe('the footer artwork', () => {
  for (const [width, src] of Object.entries(fixtureSite.footer.background ?? {})) {
    it(`fades in from the footer's own background at its top edge (${width}: ${src})`, async () => {
      expect(await topEdgeOpacity(path.join(projectRoot, 'public', src))).toBeLessThanOrEqual(8);
    });
  }
});
