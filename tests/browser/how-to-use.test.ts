// How to Use in real Chromium: nothing of the video downloads until the visitor presses play (its
// poster only once the page has been painted); then it plays in place, with its captions showing,
// from the file site.yaml names. Without the page's code, the browser's player is there all the same.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { hasBrowser, launchChromium, openPage } from './chromium.ts';
import { baseURL, sectionOf, showSection, visit } from './site-page.ts';

const howToUse = sectionOf('home', 'howToUse');

describe.skipIf(!hasBrowser)('How to Use', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('plays the walkthrough in place on request, with captions, and downloads none of it before', async () => {
    const video = howToUse.video;
    if (!video) throw new Error('site.yaml gives How to Use no video');
    const { page, problems } = await visit(browser, 1280, '/');
    const media: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'media') media.push(new URL(request.url()).pathname);
    });
    const section = await showSection(page, howToUse.id);
    const player = section.getByLabel(howToUse.heading);
    // Its poster only once the page has been painted (not beside the stylesheet and the font), its
    // captions only when it plays.
    await expect.poll(() => player.getAttribute('poster')).toBe(howToUse.poster.src);
    const fetched = () =>
      page.evaluate((poster) => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const posterAt = resources.find((entry) => new URL(entry.name).pathname === poster)?.fetchStart;
        return { paint, posterAt, paths: resources.map((entry) => new URL(entry.name).pathname) };
      }, howToUse.poster.src);
    await expect.poll(async () => (await fetched()).posterAt, { timeout: 20_000 }).toBeDefined();
    const { paint, posterAt, paths } = await fetched();
    expect(posterAt).toBeGreaterThanOrEqual(paint ?? Infinity);
    expect(paths).not.toContain(video.captions);
    await page.waitForTimeout(500);
    expect(media, 'nothing of the video before play').toEqual([]);
    expect(await section.getByText(/^\d+:\d\d$/).isVisible()).toBe(true);

    // The play button is the browser's own (native controls, drawn inside the element where a page
    // cannot reach it): the test starts playback as that button does.
    await player.evaluate((element: HTMLVideoElement) => element.play());
    await page.waitForFunction(
      (selector) => {
        const element = document.querySelector<HTMLVideoElement>(selector);
        return element !== null && !element.paused && element.currentTime > 0.5;
      },
      `#${howToUse.id} video`,
      { timeout: 20_000 },
    );
    const state = await player.evaluate((element: HTMLVideoElement) => ({
      source: new URL(element.currentSrc).pathname,
      duration: element.duration,
      captions: [...element.textTracks].map((track) => ({
        kind: track.kind,
        mode: track.mode,
        cues: track.cues?.length ?? 0,
        label: track.label,
      })),
      muted: element.muted,
      autoplay: element.autoplay,
    }));
    expect(video.sources).toContain(state.source);
    expect(Math.round(state.duration)).toBe(video.durationSeconds);
    expect(state.captions).toEqual([{ kind: 'captions', mode: 'showing', cues: expect.any(Number), label: video.captionsLabel }]);
    expect(state.captions[0].cues).toBeGreaterThan(1);
    expect(state.autoplay).toBe(false);
    // Once it plays, the length badge gives the poster back to the picture.
    expect(await section.getByText(/^\d+:\d\d$/).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  // The player is not in the page the browser first reads (its controls slowed the first paint); it
  // must still be there, named by the heading and ready to play, when the page's code never runs.
  for (const [why, options, block] of [
    ['the page has no JavaScript', { javaScriptEnabled: false }, false],
    ["the page's code could not be loaded", {}, true],
  ] as const) {
    it(`offers the player with its controls when ${why}`, async () => {
      const { page } = await openPage(browser, 360, options);
      if (block) await page.route('**/assets/index-*.js', (route) => route.abort('internetdisconnected'));
      await page.goto(baseURL + '/');
      if (block) await expect.poll(() => page.evaluate(() => document.documentElement.className)).toContain('scripts-failed');
      const player = page.locator(`section#${howToUse.id}`).getByLabel(howToUse.heading);
      await expect.poll(() => player.count()).toBe(1);
      expect(await player.evaluate((element: HTMLVideoElement) => [element.tagName, element.controls])).toEqual(['VIDEO', true]);
      await player.scrollIntoViewIfNeeded();
      expect(await player.isVisible()).toBe(true);
      await page.context().close();
    });
  }
});
