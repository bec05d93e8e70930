// The CSS the site plugin makes from site.yaml (backgrounds, carousel ranges, breakpoints), made
// here from the draft, so a changed footer picture or carousel range shows before it is saved.
import type { Site } from '../../content/site.generated.ts';
import { themeCss } from '../../build/theme-css.ts';
import { customMedia, replaceCustomMedia } from '../../build/media-queries.ts';

export function applyDraftTheme(site: Site): void {
  let style = document.getElementById('draft-theme');
  if (!style) {
    style = document.createElement('style');
    style.id = 'draft-theme';
    document.head.append(style);
  }
  const css = replaceCustomMedia(themeCss(site), customMedia(site.layout));
  if (style.textContent !== css) style.textContent = css;
}
