// The loader's clock, as a tiny script in the head of every page (allowed by its CSP hash).
//
// The spec's loader stays until the page's background image has loaded, then `delayMs` more. Timed
// from React it started only once the JavaScript bundle had arrived and run: seconds late on a slow
// phone, while the prerendered page was already painted under it. This script starts fetching the
// background as the page starts (the body's CSS asks for the same URL, so it is one download).
// Once it has loaded, the script lifts the loader `delayMs` after the image's bytes
// arrived (Resource Timing), not after its load event: on a slow phone the event waits for the
// main thread (parsing and laying out the page), often hundreds of milliseconds after the bytes.
// The lift is a Web Animation whose start time is pinned to that arrival on the document timeline,
// so however late the main thread gets to start it, it ends on time; its opacity runs on the
// compositor, its visibility (which lets clicks through) follows when the main thread can. A
// background that fails to load does not trap the visitor: an error lifts it too. Then <html> gets
// `loader-lifted` and window a `loaderlift` event (the Loader component removes itself).
// Browsers without Web Animations, and pages with no prerendered loader yet (the dev server renders
// it later, from scratch), get the CSS fallback in global.css (html.bg-ready): delayMs from then.
import type { Site } from '../content/site.generated.ts';

export function loaderScript(loader: Site['loader']): string {
  return (
    `(function(h,s,D){h.classList.add("js");var i=new Image(),d=0,p=window.performance;` +
    `function lifted(){h.classList.add("loader-lifted");dispatchEvent(new Event("loaderlift"))}` +
    `function lift(t){var l=document.querySelector(".loader");if(!l){if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",function(){lift(t)});else h.classList.add("bg-ready");return}` +
    `if(!l.animate){h.classList.add("bg-ready");return}` +
    `var o={duration:1,delay:D,fill:"forwards",easing:"step-start"},a=l.animate([{opacity:0}],o),b=l.animate([{visibility:"hidden"}],o);` +
    `a.startTime=b.startTime=t;b.finished.then(lifted,function(){})}` +
    `function ready(){if(d)return;d=1;var e=p&&p.getEntriesByName?p.getEntriesByName(new URL(s,location.href).href)[0]:0,t=e&&e.responseEnd||(p?p.now():0);` +
    `lift(t)}` +
    `i.onload=i.onerror=ready;i.src=s;if(i.complete)ready()})(document.documentElement,${JSON.stringify(loader.background)},${loader.delayMs})`
  );
}

/** The index.html placeholder the site plugin replaces with the script. */
export const loaderScriptPlaceholder = '<script>document.documentElement.classList.add(\'js\')</script>';
