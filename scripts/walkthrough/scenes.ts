// The walkthrough's scenes, in order, with their words taken from site.yaml so the video says what
// the site says: the How to Use section's heading and intro, the Getting Started steps, and at the
// end the 18+ notice and the risk disclaimer (the advertising code asks a video that promotes the
// app to end with them). Only the choice of artwork for each step lives here.
import type { Section, Site } from '../../src/content/site.generated.ts';

export interface Scene {
  kind: 'title' | 'step' | 'closing';
  /** Seconds on screen, the cross-fade into the next one included. */
  seconds: number;
  /** Big line, e.g. the step's title. */
  heading: string;
  /** Smaller line(s) under it. */
  text: string;
  /** Step number shown large (steps only). */
  number?: number;
  /** Artwork under public/, e.g. /images/hero-art.svg. */
  art?: string;
  /** What the captions say for this scene. */
  caption: string;
}

/** Artwork for the steps, in the order of the Getting Started list: the site's own pictures. */
const stepArt = ['/images/hero-art.svg', '/images/icons/players.svg', '/images/games/ludo.svg', '/images/games/esports-3.svg'];

function findSection<T extends Section['type']>(site: Site, type: T): Extract<Section, { type: T }> {
  for (const page of Object.values(site.pages)) {
    const found = page.sections.find((section): section is Extract<Section, { type: T }> => section.type === type);
    if (found) return found;
  }
  throw new Error(`site.yaml has no ${type} section to make the walkthrough from`);
}

/** Rich text (**strong**, [links](/x)) as plain words for a frame or a caption. */
const plain = (text: string) => text.replace(/\*\*?([^*]+)\*\*?/g, '$1').replace(/\[([^\]]+)\]\([^)]+\)/g, '$1');

export function scenesOf(site: Site): Scene[] {
  const howToUse = findSection(site, 'howToUse');
  const steps = findSection(site, 'steps');
  const { compliance } = site;
  const intro = plain(howToUse.intro ?? '');
  return [
    {
      kind: 'title',
      seconds: 4,
      heading: howToUse.heading,
      text: intro,
      art: site.brand.logo.src,
      caption: `${howToUse.heading}. ${intro}`,
    },
    ...steps.steps.slice(0, stepArt.length).map((step, index): Scene => ({
      kind: 'step',
      seconds: 6,
      number: index + 1,
      heading: step.title,
      text: plain(step.text),
      art: stepArt[index],
      caption: `${index + 1}. ${step.title}. ${plain(step.text)}`,
    })),
    {
      kind: 'closing',
      seconds: 6,
      heading: `${compliance.ageNotice.badge} ${compliance.ageNotice.text}`,
      text: compliance.riskDisclaimer,
      art: site.brand.logo.src,
      caption: `${compliance.ageNotice.text} ${compliance.riskDisclaimer}`,
    },
  ];
}
