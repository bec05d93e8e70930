// The sections of the landing and about pages, loaded as one chunk: a page that needs them loads it
// beside its content, before hydrating; a policy page never downloads it.
export { Hero } from './hero/Hero.tsx';
export { Stats } from './stats/Stats.tsx';
export { Games } from './games/Games.tsx';
export { HowToUse } from './how-to-use/HowToUse.tsx';
export { LogoGrid } from './logo-grid/LogoGrid.tsx';
export { About } from './about/About.tsx';
export { Features } from './features/Features.tsx';
export { Badges } from './badges/Badges.tsx';
export { Steps } from './steps/Steps.tsx';
export { Decoration } from './decoration/Decoration.tsx';
