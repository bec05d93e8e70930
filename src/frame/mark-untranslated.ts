// A text with no translation yet is shown in English on a Hindi page; lang="en-IN" on its element
// lets screen readers read it with English sounds and browsers hyphenate and pick fonts for it.
// Components render site.yaml's texts as they are, so the marking is done on the DOM: by the
// prerender on each page's HTML, and in the browser after a page is rendered by a navigation.

/** A site.yaml text as the page shows it: **strong**, *emphasis* and [words](link) reduced to their words. */
export function shownText(text: string): string {
  return text
    .replace(/\[([^\]]*)\]\([^)\s]*\)/g, '$1')
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/\*([^*]+)\*/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Sets `lang` on the outermost element under `root` whose whole text is one of `texts` (and on
 * images whose alt text is one). Returns how many it marked.
 */
export function markUntranslated(root: Element, texts: readonly string[], lang: string): number {
  if (!texts.length) return 0;
  const shown = new Set(texts.map(shownText));
  const marked: Element[] = [];
  for (const element of Array.from(root.querySelectorAll('*'))) {
    if (marked.some((outer) => outer.contains(element))) continue;
    const isImage = element.tagName === 'IMG';
    const text = isImage ? (element.getAttribute('alt') ?? '') : (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (!text || !shown.has(text)) continue;
    element.setAttribute('lang', lang);
    marked.push(element);
  }
  return marked.length;
}
