// Starts downloading the page's JavaScript only once the browser has painted the prerendered page.
//
// Measured with Lighthouse's slow-4G phone, React (66 KB gzipped) fetched beside the HTML, the CSS
// and the font delays the first paint by about 0.8 s: they share one slow link. The page needs no
// script to be seen (it is prerendered, and the loader shows at once), and the loader holds it for
// a second after the background anyway, which is time enough to fetch and hydrate. So the module
// script and its preloads are written by a small inline script once the page has been painted
// with its text: after the first paint (a Paint Timing entry), after the webfont has arrived (text
// waits for it briefly: font-display: optional, so the largest paint can come after the first),
// and two frames more, so that frame has reached the screen. A requestAnimationFrame callback
// alone was too early: it runs before its frame is painted, and the scripts still raced the paint.
// Browsers without Paint Timing start at the load event; a hidden tab, which does not paint, then
// or when it is hidden; a browser that painted without a paint entry, two frames after the load event.
//
// Links the page does not need to be seen wait in the head as <noscript data-after-paint> (the web
// app manifest, whose file and icon were two more requests beside the stylesheet and the font on a
// phone's first visit) and are written into the page at the same moment. Without JavaScript the
// browser reads them as they are.

import { ifScriptsFailAttribute } from '../frame/if-scripts-fail.ts';

// When the page's code could not be loaded (a dropped connection on a phone), <html> says so: the
// stylesheet then shows what the page needs JavaScript for, as it does with JavaScript off. And
// what waits in <noscript data-if-scripts-fail> (the How to Use player) is written into the page,
// as a browser with JavaScript off reads it.
const scriptsFailedClass = 'scripts-failed';

const moduleScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const modulePreload = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** `extraPreloads`: modules the entry imports dynamically at once on this page (the Hindi shell). */
export function deferModuleScripts(html: string, extraPreloads: readonly string[] = []): string {
  const entry = moduleScript.exec(html)?.[1];
  if (!entry) return html;
  const preloads = [...[...html.matchAll(modulePreload)].map((match) => match[1]), ...extraPreloads];
  const loader =
    `(function(){var done=false;` +
    // A <noscript>'s HTML written into the page after it, as a browser with JavaScript off reads it.
    `function writeOut(selector){document.querySelectorAll(selector).forEach(function(n){n.insertAdjacentHTML("afterend",n.textContent)})}` +
    `function go(){if(done)return;done=true;` +
    `${JSON.stringify(preloads)}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.appendChild(l)});` +
    `writeOut("noscript[data-after-paint]");` +
    `var s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=${JSON.stringify(entry)};` +
    `s.onerror=function(){document.documentElement.classList.add(${JSON.stringify(scriptsFailedClass)});` +
    `writeOut("noscript[${ifScriptsFailAttribute}]")};` +
    `document.head.appendChild(s)}` +
    `function painted(){var f=document.fonts;(f?f.ready:Promise.resolve()).then(function(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})})}` +
    `var watching=false;try{new PerformanceObserver(function(list,observer){observer.disconnect();painted()}).observe({type:"paint",buffered:true});watching=true}catch(e){}` +
    // A paint entry that has not come ten frames after the load event is not coming: Firefox (ESR
    // 153) records none for a page opened at a #section, which then never fetched its code. Not at
    // the load event itself: Chromium often paints after it (Lighthouse's phone: load at 188 ms, the
    // first paint at 313), and scripts started then shared the phone's link with that paint.
    `function late(n){if(done)return;if(n>0)requestAnimationFrame(function(){late(n-1)});else painted()}` +
    `function unseen(){if(!watching||document.hidden)setTimeout(go,0)}addEventListener("load",function(){unseen();late(10)});document.addEventListener("visibilitychange",unseen)})()`;
  return html
    .replace(moduleScript, '')
    .replace(modulePreload, '')
    .replace('</body>', `<script>${loader}</script>\n  </body>`);
}
