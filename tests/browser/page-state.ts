// Everything the browser suite knows about the app's frame, in one place: when the page's code has
// taken over, when a carousel's library has started, and what a section's code is called. The specs
// wait for what a visitor sees; where they must wait for the frame instead, they call this file.
// When the frame changes (React Router's data router, sections hydrated in place), adapt it here.
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The page's code has taken over: today React takes the loader out of the page once the page has
 * hydrated and the loader has lifted (src/app/layout/Loader.tsx). Until then the menu toggle, the
 * iOS button and the section links are the prerendered page's.
 */
export async function expectPageLive(page: Page): Promise<void> {
  await expect(page.locator('.loader')).toHaveCount(0);
}

/**
 * The loader has lifted off the page (the head script's clock): a visitor sees and can type into the
 * page, whose code may still be on its way. The page hydrates once every section's code on it has
 * arrived (the contact form's included), and then React takes the loader out (expectPageLive).
 */
export async function expectLoaderLifted(page: Page): Promise<void> {
  await expect(page.locator('.loader')).toBeHidden();
}

/**
 * What a carousel shows before its library runs: the prerendered slides of a multi-item carousel
 * (data-live="false") or a coverflow Swiper has not yet taken over.
 */
const waitingCarousels = '[data-carousel][data-live="false"], .skill-games-swiper:not(.swiper-initialized)';

/** Sections whose carousel library loads only when they come near the screen. */
const carouselSections = (page: Page): Locator => page.locator('section:has([data-carousel], .skill-games-swiper)');

/**
 * Brings `section` to the middle of the screen and waits until its carousel, if it has one, runs
 * its library. On a busy machine the page can still be settling (a section above going live): the
 * section is brought back each time it is asked to wait again.
 */
export async function showLive(section: Locator): Promise<void> {
  await expect(async () => {
    await section.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await expect(section.locator(waitingCarousels)).toHaveCount(0, { timeout: 2_000 });
  }).toPass();
}

/** Brings every carousel of the page to life, one section after another, and the page back to its top. */
export async function showAllLive(page: Page): Promise<void> {
  for (const section of await carouselSections(page).all()) await showLive(section);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/**
 * The file of a section's code, which downloads when the section comes near the screen (a route
 * pattern): e.g. 'ContactForm' for the contact form's.
 */
export const sectionCode = (component: string): string => `**/assets/${component}-*.js`;
