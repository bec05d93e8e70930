import type { SectionRegistry } from './types.ts';
import { Hero } from './hero/Hero.tsx';
import { PageHeader } from './page-header/PageHeader.tsx';
import { DocumentSection } from './document/DocumentSection.tsx';
import { Stats } from './stats/Stats.tsx';
import { Games } from './games/Games.tsx';
import { HowToUse } from './how-to-use/HowToUse.tsx';
import { SkillGames } from './skill-games/SkillGames.tsx';
import { Reviews } from './reviews/Reviews.tsx';
import { LogoCarousel } from './logo-carousel/LogoCarousel.tsx';
import { LogoGrid } from './logo-grid/LogoGrid.tsx';
import { About } from './about/About.tsx';
import { Features } from './features/Features.tsx';
import { Badges } from './badges/Badges.tsx';
import { Steps } from './steps/Steps.tsx';
import { ContactForm } from './contact-form/ContactForm.tsx';
import { Decoration } from './decoration/Decoration.tsx';

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
