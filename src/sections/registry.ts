import type { SectionRegistry, SectionType } from './types.ts';
import { Hero } from './hero/Hero.tsx';
import { PageHeader } from './page-header/PageHeader.tsx';
import { DocumentSection } from './document/DocumentSection.tsx';
import { Stats } from './stats/Stats.tsx';
import { Games } from './games/Games.tsx';
import { HowToUse } from './how-to-use/HowToUse.tsx';
import { LogoGrid } from './logo-grid/LogoGrid.tsx';
import { About } from './about/About.tsx';
import { Features } from './features/Features.tsx';
import { Badges } from './badges/Badges.tsx';
import { Steps } from './steps/Steps.tsx';
import { Decoration } from './decoration/Decoration.tsx';
import { lazySection } from './lazy-section.ts';

// Sections that bring a large library (carousels, the form) load as their own chunks, so a
// visitor's phone downloads them only for pages that have them, and only when they come near
// the screen (see DeferredHydration). The prerendered HTML shows them in full meanwhile.
const SkillGames = lazySection(() => import('./skill-games/SkillGames.tsx').then((m) => m.SkillGames));
const Reviews = lazySection(() => import('./reviews/Reviews.tsx').then((m) => m.Reviews));
const LogoCarousel = lazySection(() => import('./logo-carousel/LogoCarousel.tsx').then((m) => m.LogoCarousel));
const ContactForm = lazySection(() => import('./contact-form/ContactForm.tsx').then((m) => m.ContactForm));

/** Loads every lazily loaded section's code (the prerender renders them all). */
export function preloadAllSections(): Promise<void[]> {
  return Promise.all([SkillGames, Reviews, LogoCarousel, ContactForm].map((section) => section.preload()));
}

/** Section type (site.yaml `type:`) to the component that renders it. */
export const registry: SectionRegistry = {
  hero: Hero,
  pageHeader: PageHeader,
  document: DocumentSection,
  stats: Stats,
  games: Games,
  howToUse: HowToUse,
  skillGames: SkillGames,
  reviews: Reviews,
  logoCarousel: LogoCarousel,
  logoGrid: LogoGrid,
  about: About,
  features: Features,
  badges: Badges,
  steps: Steps,
  contactForm: ContactForm,
  decoration: Decoration,
};

/** Types whose code waits until the section is near the screen before it hydrates. */
export const deferredTypes: ReadonlySet<SectionType> = new Set<SectionType>(['skillGames', 'reviews', 'logoCarousel', 'contactForm']);
