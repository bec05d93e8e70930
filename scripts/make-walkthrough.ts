// npm run walkthrough: makes the How to Use video from the site's own artwork and words.
//
//   public/media/how-to-use.webm, .mp4   a silent walkthrough (about half a minute, under 1 MB each)
//   public/media/how-to-use.vtt          its captions
//
// Each scene (scripts/walkthrough/scenes.ts) is drawn by Chromium from HTML with the site's
// typeface, then ffmpeg zooms and cross-fades the frames. Needs Chromium and ffmpeg (Debian:
// apt-get install chromium ffmpeg); the build and the tests do not: the results are committed.
// Run it again after changing the Getting Started steps or the disclaimer, and set
// video.durationSeconds in site.yaml to the length it prints.
import { mkdtempSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { projectRoot, requireSite } from '../src/content/load-site-file.ts';
import { chromiumPath, launchFlags } from '../tests/browser/chromium-path.ts';
import { scenesOf } from './walkthrough/scenes.ts';
import { sceneHtml } from './walkthrough/scene-html.ts';
import { webVtt } from './walkthrough/captions.ts';
import { encode, probeSeconds } from './walkthrough/encode.ts';

const fade = 0.8;
const fps = 24;
const site = requireSite();
const publicDir = path.join(projectRoot, 'public');
const mediaDir = path.join(publicDir, 'media');
const name = 'how-to-use';
const scenes = scenesOf(site);
const work = mkdtempSync(path.join(tmpdir(), 'walkthrough-'));

try {
  if (!chromiumPath) throw new Error('No Chromium found: apt-get install -y chromium, or set CHROME_PATH.');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: launchFlags });
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1.5 });
  const frames: string[] = [];
  for (const [index, scene] of scenes.entries()) {
    const html = path.join(work, `scene-${index}.html`);
    writeFileSync(html, sceneHtml(scene, publicDir, site.loader.background));
    await page.goto(`file://${html}`);
    await page.evaluate(() => document.fonts.ready);
    const frame = path.join(work, `scene-${index}.png`);
    await page.screenshot({ path: frame });
    frames.push(frame);
  }
  await browser.close();

  mkdirSync(mediaDir, { recursive: true });
  const input = { frames, seconds: scenes.map((scene) => scene.seconds), fade, fps };
  const outputs = [path.join(mediaDir, `${name}.webm`), path.join(mediaDir, `${name}.mp4`)];
  encode(input, outputs[0], 'webm');
  encode(input, outputs[1], 'mp4');
  const captions = path.join(mediaDir, `${name}.vtt`);
  writeFileSync(captions, webVtt(scenes, fade));

  for (const file of [...outputs, captions])
    console.log(`${path.relative(projectRoot, file)}  ${(statSync(file).size / 1024).toFixed(0)} KB`);
  console.log(`length: ${Math.round(probeSeconds(outputs[1]))} s (video.durationSeconds in site.yaml)`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
