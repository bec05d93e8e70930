// The home page's frame in real Chromium: the loader's timing on the page's own clock, the iOS
// coming-soon dialog, the phone's download row and bar, the APK and its checksum, the How to Use
// video, and every section coming alive without a console error. Numbers and words come from the
// test site, which runs with faster timings (the spec's own are held on site.yaml by the
// spec-value rule).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { testApkPath } from '../fixtures/test-apk.ts';
import { expect, holdRequests, isPhoneWidth, sectionOf, site, test, type Page } from './fixtures.ts';
import { showAllLive, showLive } from './page-state.ts';

const hero = sectionOf('home', 'hero');
const howToUse = sectionOf('home', 'howToUse');
const { scrollThreshold } = site.layout;
const downloadGroup = (page: Page) => page.getByRole('group', { name: site.downloads.label }).filter({ visible: true });
const scrollTo = (page: Page, top: number) => page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
/** Two frames: what a scroll changes has been drawn. */
const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

test(`keeps the loader over the page until the background has loaded and ${site.loader.delayMs} ms more have passed`, async ({ page }) => {
  // When the loader leaves the screen, on the page's own clock: the first frame that draws it gone.
  await page.addInitScript((label) => {
    const seen = { shown: false, liftedAt: 0 };
    Object.assign(window, { loaderSeen: seen });
    const watch = (time: number) => {
      const loader = document.querySelector(`[role="status"][aria-label="${label}"]`);
      const style = loader && getComputedStyle(loader);
      const onScreen = Boolean(style && style.visibility !== 'hidden' && Number(style.opacity) > 0);
      if (onScreen) seen.shown = true;
      if (seen.shown && !onScreen) seen.liftedAt = time;
      else requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  }, site.loader.label);
  // The background arrives only once the test has seen the page under the loader.
  const release = await holdRequests(page, `**${site.loader.background}`);
  // Not waiting for the load event: the held background holds it too.
  await page.goto('/', { waitUntil: 'commit' });
  const loader = page.getByRole('status', { name: site.loader.label });
  await expect(loader).toBeVisible();
  // The content is already in the page under the loader (prerendered).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.headline);
  release();
  await expect(loader).toBeHidden();
  const { arrivedAt, liftedAt } = await page.evaluate((background) => {
    const entry = performance.getEntriesByName(new URL(background, location.href).href)[0] as PerformanceResourceTiming | undefined;
    return {
      arrivedAt: entry?.responseEnd ?? Infinity,
      liftedAt: (window as unknown as { loaderSeen: { liftedAt: number } }).loaderSeen.liftedAt,
    };
  }, site.loader.background);
  expect(liftedAt, `lifted at ${liftedAt} ms, the background arrived at ${arrivedAt} ms`).toBeGreaterThanOrEqual(
    arrivedAt + site.loader.delayMs - 1,
  );
});

test.describe('the home page', { tag: '@each-width' }, () => {
  test('offers the app, plays How to Use, and brings every section to life without a console error', async ({ page, visit, problems }) => {
    const media: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'media') media.push(new URL(request.url()).pathname);
    });
    await visit('/');

    await test.step('the iOS button says the app is coming soon, in a dialog that holds focus', async () => {
      const ios = downloadGroup(page).getByRole('button', { name: site.downloads.ios.label });
      const dialog = page.getByRole('dialog', { name: site.downloads.ios.dialog.message });
      const ok = dialog.getByRole('button', { name: site.downloads.ios.dialog.ok });
      await ios.click();
      await expect(dialog).toBeVisible();
      await expect(ok).toBeFocused();
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => document.activeElement === document.body || Boolean(document.activeElement?.closest('dialog'))),
      ).toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(ios).toBeFocused();
      await ios.click();
      await ok.click();
      await expect(dialog).toBeHidden();
      await expect(ios).toBeFocused();
    });

    if (isPhoneWidth(page)) {
      await test.step(`shows the download row at the bottom, and the bar once the page has scrolled more than ${scrollThreshold} px`, async () => {
        const bar = page.locator('.mobile-downloads');
        const group = downloadGroup(page);
        const barText = page.getByText(hero.stickyBarText ?? '', { exact: true });
        await expect(group).toHaveCount(1);
        await expect(group.getByRole('link', { name: new RegExp(site.downloads.android.label) })).toBeInViewport({ ratio: 1 });
        await expect(group.getByRole('button', { name: site.downloads.ios.label })).toBeInViewport({ ratio: 1 });
        expect(await group.evaluate((element) => window.innerHeight - element.getBoundingClientRect().bottom)).toBeLessThan(48);
        await expect(bar).toHaveAttribute('data-scrolled', 'false');
        await expect(barText).toBeHidden();
        // Exactly at the threshold it is not "scrolled" yet.
        await scrollTo(page, scrollThreshold);
        await twoFrames(page);
        await expect(bar).toHaveAttribute('data-scrolled', 'false');
        await scrollTo(page, scrollThreshold + 1);
        await expect(bar).toHaveAttribute('data-scrolled', 'true');
        // Far down the page the bar still sits at the bottom, with both buttons on the screen.
        await scrollTo(page, 3000);
        await expect(group.getByRole('button', { name: site.downloads.ios.label })).toBeInViewport({ ratio: 1 });
        await expect(group.getByRole('link', { name: new RegExp(site.downloads.android.label) })).toBeInViewport({ ratio: 1 });
        await scrollTo(page, 0);
        await expect(bar).toHaveAttribute('data-scrolled', 'false');
      });

      await test.step('leaves the page to a phone set to 200 % text, or turned on its side: the bar stands in the hero', async () => {
        const bar = page.locator('.mobile-downloads');
        /** Px of the screen's height the bar hides, far down the page where the visitor reads. */
        const coveredFarDown = async () => {
          await scrollTo(page, 3000);
          await twoFrames(page);
          return bar.evaluate((element) => {
            const box = element.getBoundingClientRect();
            return Math.max(0, Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0));
          });
        };
        const height = page.viewportSize()?.height ?? 780;
        const usual = await coveredFarDown();
        expect(usual).toBeGreaterThan(0);
        expect(usual).toBeLessThan(height * 0.3);
        await page.evaluate(() => (document.documentElement.style.fontSize = '32px'));
        await expect.poll(coveredFarDown, { message: 'the bar at 200 % text' }).toBeLessThan(height * 0.4);
        await scrollTo(page, 0);
        // Back at the top, the buttons and their statements stand in the hero, below its words.
        for (const statement of [bar.locator('.age-notice'), bar.locator('.risk-disclaimer')]) {
          await statement.scrollIntoViewIfNeeded();
          await expect(statement).toBeVisible();
        }
        const [taglineBottom, barTop] = await Promise.all([
          page.getByText(hero.tagline, { exact: true }).evaluate((element) => element.getBoundingClientRect().bottom),
          bar.evaluate((element) => element.getBoundingClientRect().top),
        ]);
        expect(barTop).toBeGreaterThanOrEqual(taglineBottom);
        await page.evaluate(() => (document.documentElement.style.fontSize = ''));
        await expect.poll(coveredFarDown).toBe(usual);
        // A phone on its side: header and bar leave most of its 360 px to the page.
        await page.setViewportSize({ width: 740, height: 360 });
        await scrollTo(page, 600);
        await expect(bar).toHaveAttribute('data-scrolled', 'true');
        const covered = await page.evaluate(
          () =>
            (document.querySelector('.site-header')?.getBoundingClientRect().height ?? 0) +
            (document.querySelector('.mobile-downloads')?.getBoundingClientRect().height ?? 0),
        );
        expect(covered, 'header and download bar, px of 360').toBeLessThan(180);
        for (const statement of [bar.locator('.age-notice'), bar.locator('.risk-disclaimer')]) await expect(statement).toBeVisible();
        await page.setViewportSize({ width: 360, height });
        await scrollTo(page, 0);
      });
    } else {
      await test.step("keeps the hero's download buttons in the page, with no bar", async () => {
        await expect(page.locator('.mobile-downloads')).toBeHidden();
        await scrollTo(page, 3000);
        await expect(downloadGroup(page)).not.toBeInViewport();
        await expect(page.locator('.mobile-downloads')).toBeHidden();
        await scrollTo(page, 0);
      });

      await test.step('shows the SHA-256 of the APK beside the Android button, and the download delivers exactly those bytes', async () => {
        const expected = createHash('sha256').update(readFileSync(testApkPath)).digest('hex');
        const android = downloadGroup(page).getByRole('link', { name: new RegExp(site.downloads.android.label) });
        await expect(android).toHaveAttribute('target', '_blank');
        const checksum = page.getByText(site.downloads.android.apk.checksumLabel, { exact: true }).locator('..').locator('code');
        await expect(checksum, 'built with the fixture APK (npm test builds so)').toHaveText(expected);
        const download = await page.request.get((await android.getAttribute('href')) ?? '');
        expect(download.status()).toBe(200);
        expect(download.headers()['content-type']).toBe('application/vnd.android.package-archive');
        const { version, downloadName } = site.downloads.android.apk;
        expect(download.headers()['content-disposition']).toBe(`attachment; filename="${downloadName.replace('{version}', version)}"`);
        expect(
          createHash('sha256')
            .update(await download.body())
            .digest('hex'),
        ).toBe(expected);
      });

      await test.step('plays How to Use in place on request, with captions, and downloads none of it before', async () => {
        const video = howToUse.video;
        if (!video) throw new Error('the test site gives How to Use no video');
        const section = page.locator(`section#${howToUse.id}`);
        await showLive(section);
        const player = section.getByLabel(howToUse.heading);
        // Its poster only once the page has been painted (not beside the stylesheet and the font).
        await expect(player).toHaveAttribute('poster', howToUse.poster.src);
        const fetched = () =>
          page.evaluate((poster) => {
            const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
            const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
            const posterAt = resources.find((entry) => new URL(entry.name).pathname === poster)?.fetchStart;
            return { paint, posterAt, paths: resources.map((entry) => new URL(entry.name).pathname) };
          }, howToUse.poster.src);
        await expect.poll(async () => (await fetched()).posterAt).toBeDefined();
        const { paint, posterAt, paths } = await fetched();
        expect(posterAt).toBeGreaterThanOrEqual(paint);
        expect(paths).not.toContain(video.captions);
        expect(media, 'nothing of the video before play').toEqual([]);
        await expect(section.getByText(/^\d+:\d\d$/)).toBeVisible();
        // The play button is the browser's own (drawn inside the element, out of a page's reach):
        // the test starts playback as that button does.
        await player.evaluate((element: HTMLVideoElement) => element.play());
        await expect.poll(() => player.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0.5)).toBe(true);
        const state = await player.evaluate((element: HTMLVideoElement) => ({
          source: new URL(element.currentSrc).pathname,
          duration: Math.round(element.duration),
          captions: [...element.textTracks].map((track) => ({
            kind: track.kind,
            mode: track.mode,
            label: track.label,
            cues: track.cues?.length ?? 0,
          })),
          autoplay: element.autoplay,
        }));
        expect(video.sources).toContain(state.source);
        expect(state.duration).toBe(video.durationSeconds);
        expect(state.captions).toEqual([{ kind: 'captions', mode: 'showing', label: video.captionsLabel, cues: expect.any(Number) }]);
        expect(state.captions[0].cues).toBeGreaterThan(1);
        expect(state.autoplay).toBe(false);
        // Once it plays, the length badge gives the poster back to the picture.
        await expect(section.getByText(/^\d+:\d\d$/)).toHaveCount(0);
        await player.evaluate((element: HTMLVideoElement) => element.pause());
      });
    }

    await test.step('brings every section to life with no console error or warning', async () => {
      await showAllLive(page);
      expect(problems).toEqual([]);
    });
  });
});
