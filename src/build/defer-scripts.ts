// Starts downloading the page's JavaScript only once the browser has painted the prerendered page.
//
// Measured with Lighthouse's slow-4G phone, React (66 KB gzipped) fetched beside the HTML, the CSS
// and the first image delays the first paint by about 0.8 s: they share one slow link. The page
// needs no script to be seen (it is prerendered, and the loader shows at once), and the loader
// holds it for a second after the background anyway, which is time enough to fetch and hydrate.
// So the module script and its preloads are written by a small inline script after the first frame
// (or at the load event, whichever comes first: requestAnimationFrame waits in a hidden tab).

const moduleScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const modulePreload = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** `extraPreloads`: modules the entry imports dynamically at once on this page (the Hindi shell). */
export function deferModuleScripts(html: string, extraPreloads: readonly string[] = []): string {
  const entry = moduleScript.exec(html)?.[1];
  if (!entry) return html;
  const preloads = [...[...html.matchAll(modulePreload)].map((match) => match[1]), ...extraPreloads];
  const loader =
    `(function(){var done=false;function go(){if(done)return;done=true;` +
    `${JSON.stringify(preloads)}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.appendChild(l)});` +
    `var s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=${JSON.stringify(entry)};document.head.appendChild(s)}` +
    `requestAnimationFrame(function(){setTimeout(go,0)});addEventListener("load",go)})()`;
  return html
    .replace(moduleScript, '')
    .replace(modulePreload, '')
    .replace('</body>', `<script>${loader}</script>\n  </body>`);
}
