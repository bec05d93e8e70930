// The loader's clock, as a tiny script in the head of every page (allowed by its CSP hash).
//
// The spec's loader stays until the page's background image has loaded, then `delayMs` more. Timed
// from React it started only once the JavaScript bundle had arrived and run: seconds late on a slow
// phone, while the prerendered page was already painted under it. This script starts fetching the
// background as the page starts (the body's CSS asks for the same URL, so it is one download) and
// marks <html> when it has loaded; the CSS then lifts the loader after --loader-delay
// (global.css), on the compositor, whatever the main thread is busy with. A background that fails
// to load does not trap the visitor: an error lifts it too.
import type { Site } from '../content/site.generated.ts';

export function loaderScript(loader: Site['loader']): string {
  return (
    `(function(h){h.classList.add("js");var i=new Image(),d=0;` +
    `function ready(){if(d)return;d=1;h.classList.add("bg-ready")}` +
    `i.onload=i.onerror=ready;i.src=${JSON.stringify(loader.background)};if(i.complete)ready()})(document.documentElement)`
  );
}

/** The index.html placeholder the site plugin replaces with the script. */
export const loaderScriptPlaceholder = '<script>document.documentElement.classList.add(\'js\')</script>';
