import type { SectionRegistry, SectionType } from './types.ts';
import { lazySection } from './lazy-section.ts';

// Every section's code loads as a chunk of its own group, only on pages that have it:
// - landing and text sections load with the page's content, before the page hydrates (PageStore);
// - sections that bring a large library (carousels, the form) wait until they come near the screen
//   (DeferredHydration). The prerendered HTML shows them in full meanwhile.
const landing = () => import('./landing-sections.ts');
const text = () => import('./text-sections.ts');

/** Section type (site.yaml `type:`) to the component that renders it. */
export const registry: SectionRegistry = {
  hero: lazySection(() => landing().then((m) => m.Hero)),
  pageHeader: lazySection(() => text().then((m) => m.PageHeader)),
  document: lazySection(() => text().then((m) => m.DocumentSection)),
  stats: lazySection(() => landing().then((m) => m.Stats)),
  games: lazySection(() => landing().then((m) => m.Games)),
  howToUse: lazySection(() => landing().then((m) => m.HowToUse)),
  skillGames: lazySection(() => import('./skill-games/SkillGames.tsx').then((m) => m.SkillGames)),
  reviews: lazySection(() => import('./reviews/Reviews.tsx').then((m) => m.Reviews)),
  logoCarousel: lazySection(() => import('./logo-carousel/LogoCarousel.tsx').then((m) => m.LogoCarousel)),
  logoGrid: lazySection(() => landing().then((m) => m.LogoGrid)),
  about: lazySection(() => landing().then((m) => m.About)),
  features: lazySection(() => landing().then((m) => m.Features)),
  badges: lazySection(() => landing().then((m) => m.Badges)),
  steps: lazySection(() => landing().then((m) => m.Steps)),
  contactForm: lazySection(() => import('./contact-form/ContactForm.tsx').then((m) => m.ContactForm)),
  decoration: lazySection(() => landing().then((m) => m.Decoration)),
};

/** Types whose code waits until the section is near the screen before it hydrates. */
export const deferredTypes: ReadonlySet<SectionType> = new Set<SectionType>(['skillGames', 'reviews', 'logoCarousel', 'contactForm']);

/**
 * Loads the code of these section types. On the page the visitor arrives on, the types that wait for
 * the screen (deferredTypes) are left out; a page opened by a navigation loads them too, since it
 * renders every section at once.
 */
export function preloadSections(types: readonly SectionType[], { withDeferred = false } = {}): Promise<void[]> {
  const wanted = [...new Set(types)].filter((type) => withDeferred || !deferredTypes.has(type));
  return Promise.all(wanted.map((type) => registry[type].preload()));
}

/** Loads every section's code (the prerender renders them all). */
export function preloadAllSections(): Promise<void[]> {
  return Promise.all(Object.values(registry).map((section) => section.preload()));
}
