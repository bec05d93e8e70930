// A click in the preview selects what was clicked in the editor instead of doing what it does on
// the site (following a link, opening a menu): the section it is in, or the header or footer, and
// the words clicked, which the editor finds among the section's fields.
import type { PreviewEvent } from './preview-messages.ts';

export function reportClicks(send: (event: PreviewEvent) => void): void {
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target) return;
      event.preventDefault();
      event.stopPropagation();
      const text = (target.closest('h1,h2,h3,h4,p,li,a,button,figcaption,blockquote,span,dd,dt') ?? target).textContent?.trim() ?? '';
      const section = target.closest('.section[id], section[id]');
      const part = target.closest('header') ? 'header' : target.closest('footer') ? 'footer' : undefined;
      send({ type: 'preview-clicked', ...(section ? { sectionId: section.id } : part ? { part } : {}), text: text.slice(0, 500) });
    },
    { capture: true },
  );
}
