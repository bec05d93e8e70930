// The real page beside the form: the site's own components draw the unsaved draft in an iframe per
// width (so the site's media queries apply), in English or Hindi, on a chosen day. It follows each
// check's answer; while the draft has errors it keeps the last page that had none, and says so.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { PathSegment } from '../../../content/problem.ts';
import type { PreviewEvent, RenderMessage } from '../../preview/preview-messages.ts';
import { checks, useChecks } from '../state/check-runner.ts';
import { useParsedDraft } from '../state/parsed-draft.ts';
import { pathOfClick } from './find-clicked.ts';
import { PreviewControls } from './PreviewControls.tsx';
import { previewWidths, type PreviewSettings, type PreviewWidth } from './preview-settings.ts';

interface PreviewPaneProps {
  settings: PreviewSettings;
  change: (next: Partial<PreviewSettings>) => void;
  pages: string[];
  select: (path: PathSegment[]) => void;
}

let seq = 0;

function useFrameWidth(element: HTMLElement | null): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

export function PreviewPane({ settings, change, pages, select }: PreviewPaneProps) {
  const { answer } = useChecks();
  const { data } = useParsedDraft();
  const frames = useRef(new Map<PreviewWidth, HTMLIFrameElement>());
  const ready = useRef(new Set<PreviewWidth>());
  const [opened, setOpened] = useState<PreviewWidth[]>([settings.width]);
  const [stage, setStage] = useState<HTMLDivElement | null>(null);
  const stageWidth = useFrameWidth(stage);
  const [readyCount, setReadyCount] = useState(0);

  useEffect(() => setOpened((list) => (list.includes(settings.width) ? list : [...list, settings.width])), [settings.width]);

  // Each answer is drawn in the frame on screen as soon as it arrives (not after the editor has
  // drawn it too), and again on each change of page, language or width.
  const { page, width, language } = settings;
  const shown = useRef({ page, width });
  shown.current = { page, width };
  useEffect(() => {
    const draw = () => {
      const { page: wanted, width: px } = shown.current;
      const preview = checks.get().lastPreview;
      const frame = frames.current.get(px);
      if (!preview || !frame?.contentWindow || !ready.current.has(px)) return;
      const message: RenderMessage = {
        type: 'render',
        site: preview.site,
        page: wanted in preview.site.pages || wanted === 'notFound' ? wanted : 'home',
        language: preview.language,
        untranslated: preview.untranslated,
        seq: ++seq,
      };
      frame.contentWindow.postMessage(message, window.location.origin);
    };
    draw();
    let last = checks.get().lastPreview;
    return checks.subscribe(() => {
      if (checks.get().lastPreview === last) return;
      last = checks.get().lastPreview;
      draw();
    });
  }, [page, width, language, readyCount]);

  useEffect(() => {
    const receive = (event: MessageEvent<PreviewEvent>) => {
      if (event.origin !== window.location.origin) return;
      const width = previewWidths.find(({ px }) => frames.current.get(px)?.contentWindow === event.source)?.px;
      if (event.data?.type === 'preview-ready' && width) {
        ready.current.add(width);
        setReadyCount((count) => count + 1);
      }
      if (event.data?.type === 'preview-clicked') {
        const path = pathOfClick(data, settings.page, event.data);
        if (path) select(path);
      }
    };
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, [data, settings.page, select]);

  const stale = answer && !answer.preview;
  return (
    <section aria-labelledby="preview-heading" className="preview">
      <h2 id="preview-heading" className="visually-hidden">
        Preview
      </h2>
      <PreviewControls settings={settings} change={change} pages={pages} />
      {stale ? (
        <p className="preview-note" role="status">
          The draft has errors: the preview shows it as it was before them.
        </p>
      ) : null}
      <div className="preview-stage" ref={setStage}>
        {opened.map((px) => {
          const scale = stageWidth ? Math.min(1, stageWidth / px) : 1;
          const name = previewWidths.find((width) => width.px === px)?.name ?? '';
          return (
            <iframe
              key={px}
              ref={(element) => {
                if (element) frames.current.set(px, element);
              }}
              title={`Preview of the ${settings.page} page, ${name.toLowerCase()} width ${px} px`}
              src="/preview.html"
              hidden={px !== settings.width}
              width={px}
              style={{ transform: `scale(${scale})`, height: `${100 / scale}%` }}
              className="preview-frame"
            />
          );
        })}
      </div>
    </section>
  );
}
