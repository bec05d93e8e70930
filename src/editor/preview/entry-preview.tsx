// The preview iframe's page: draws whatever the editor sends (render-draft.tsx), at the iframe's
// own width, so the site's media queries apply as on a phone, a tablet or a laptop.
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import '../../styles/fonts.css';
import '../../styles/global.css';
import { applyDraftTheme } from './draft-theme.ts';
import { reportClicks } from './click-report.ts';
import { DraftPage, sectionsReady } from './render-draft.tsx';
import type { PreviewEvent, RenderMessage } from './preview-messages.ts';

const send = (event: PreviewEvent) => window.parent.postMessage(event, window.location.origin);

function Preview() {
  const [message, setMessage] = useState<RenderMessage | null>(null);
  useEffect(() => {
    const receive = (event: MessageEvent<RenderMessage>) => {
      if (event.origin !== window.location.origin || event.data?.type !== 'render') return;
      applyDraftTheme(event.data.site);
      document.documentElement.lang = event.data.language === 'hi' ? 'hi-IN' : event.data.site.brand.lang;
      // Drawn at once, not in a later task: the editor is waiting to see it.
      flushSync(() => setMessage(event.data));
    };
    window.addEventListener('message', receive);
    void sectionsReady.then(() => send({ type: 'preview-ready' }));
    return () => window.removeEventListener('message', receive);
  }, []);
  useEffect(() => {
    // After React has committed the draw; the next frame is when it reaches the screen.
    if (message) requestAnimationFrame(() => send({ type: 'preview-rendered', seq: message.seq }));
  }, [message]);
  if (!message) return null;
  return <DraftPage site={message.site} page={message.page} language={message.language} untranslated={message.untranslated} />;
}

reportClicks(send);
const root = document.getElementById('root');
if (!root) throw new Error('preview.html has no #root');
createRoot(root).render(<Preview />);
