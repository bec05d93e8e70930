// What the rest of the code needs to know about a section type besides its schema. Each section
// declares these in its own folder (src/sections/<folder>/section.ts); `npm run types` gathers
// them into section-catalog.generated.ts, so validate, lint, the build and the bundler read one
// list that nobody writes by hand.

/**
 * What a section needs in the browser:
 * - `none`: no state, effects or handlers (its links work as plain links). A page made only of
 *   such sections keeps its prerendered HTML on arrival and loads no section code at all.
 * - `onLoad`: its code loads with the page's content, before the page hydrates. A large library it
 *   uses (a carousel's) may load later, when the section comes near the screen: the section
 *   hydrates where it stands and shows its prerendered slides until then.
 */
export type Hydration = 'none' | 'onLoad';

export interface SectionFacts {
  /** The folder under src/sections/ that holds the section. */
  readonly folder: string;
  readonly hydration: Hydration;
  /**
   * Sections with the same bundle load as one file, so a page with many of them makes one request,
   * not one each; a section with none is a file of its own.
   */
  readonly bundle?: string;
  /** It renders the page's one <h1>: a page has at most one such section, and it comes first. */
  readonly titlesPage: boolean;
  /** What one item of each of its lists is called in messages, e.g. { reviews: 'Review' }. */
  readonly itemNouns: Readonly<Record<string, string>>;
  /** Its lists whose items may carry visibleFrom / visibleUntil: read from its schema, not declared. */
  readonly scheduledLists: readonly string[];
}
