// Every schema file, keyed by its $id, so one Ajv instance (validation) and the type generator
// see the same set. Adding a section type means adding its fragment here and in site.schema.json.
import site from '../../schemas/site.schema.json' with { type: 'json' };
import common from '../../schemas/common.schema.json' with { type: 'json' };
import contact from '../../schemas/contact.schema.json' with { type: 'json' };
import compliance from '../../schemas/compliance.schema.json' with { type: 'json' };
import hero from '../../schemas/sections/hero.schema.json' with { type: 'json' };
import pageHeader from '../../schemas/sections/page-header.schema.json' with { type: 'json' };
import document from '../../schemas/sections/document.schema.json' with { type: 'json' };
import stats from '../../schemas/sections/stats.schema.json' with { type: 'json' };
import games from '../../schemas/sections/games.schema.json' with { type: 'json' };
import howToUse from '../../schemas/sections/how-to-use.schema.json' with { type: 'json' };
import skillGames from '../../schemas/sections/skill-games.schema.json' with { type: 'json' };
import reviews from '../../schemas/sections/reviews.schema.json' with { type: 'json' };
import logoCarousel from '../../schemas/sections/logo-carousel.schema.json' with { type: 'json' };
import logoGrid from '../../schemas/sections/logo-grid.schema.json' with { type: 'json' };
import about from '../../schemas/sections/about.schema.json' with { type: 'json' };
import features from '../../schemas/sections/features.schema.json' with { type: 'json' };
import badges from '../../schemas/sections/badges.schema.json' with { type: 'json' };
import steps from '../../schemas/sections/steps.schema.json' with { type: 'json' };
import contactForm from '../../schemas/sections/contact-form.schema.json' with { type: 'json' };
import decoration from '../../schemas/sections/decoration.schema.json' with { type: 'json' };

export type JsonSchema = Record<string, unknown>;

export const siteSchema: JsonSchema = site;

/** Fragments of one section type each, keyed by $id. */
export const sectionSchemas: Record<string, JsonSchema> = {
  [hero.$id]: hero,
  [pageHeader.$id]: pageHeader,
  [document.$id]: document,
  [stats.$id]: stats,
  [games.$id]: games,
  [howToUse.$id]: howToUse,
  [skillGames.$id]: skillGames,
  [reviews.$id]: reviews,
  [logoCarousel.$id]: logoCarousel,
  [logoGrid.$id]: logoGrid,
  [about.$id]: about,
  [features.$id]: features,
  [badges.$id]: badges,
  [steps.$id]: steps,
  [contactForm.$id]: contactForm,
  [decoration.$id]: decoration,
};

/** Every schema other than the root, keyed by $id. */
export const supportSchemas: Record<string, JsonSchema> = {
  [common.$id]: common,
  [contact.$id]: contact,
  [compliance.$id]: compliance,
  ...sectionSchemas,
};

/** The section type a fragment describes (its `type` constant). */
export function sectionTypeOf(fragment: JsonSchema): string {
  const properties = fragment.properties as Record<string, { const?: string }>;
  const type = properties.type?.const;
  if (typeof type !== 'string') throw new Error(`Section schema ${String(fragment.$id)} has no type constant`);
  return type;
}
