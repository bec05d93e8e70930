// The editor: the outline on the left, the selected part's form (or the source, or the Hindi) in
// the middle with the draft's problems under it, the real page on the right.
import { useCallback, useMemo, useState } from 'react';
import type { PathSegment } from '../../content/problem.ts';
import { focusField } from './form/field-ids.ts';
import { FormContext, type FormContextValue } from './form/form-context.ts';
import { NodeForm } from './form/NodeForm.tsx';
import { HindiPane } from './hindi/HindiPane.tsx';
import { nodePathOf, pathKey } from './outline/outline-model.ts';
import { Outline } from './outline/Outline.tsx';
import { PreviewPane } from './preview/PreviewPane.tsx';
import type { PreviewSettings } from './preview/preview-settings.ts';
import { placeProblems, type PlacedProblem } from './problems/problem-paths.ts';
import { ProblemList } from './problems/ProblemList.tsx';
import { DiskChangeBanner } from './save/DiskChangeBanner.tsx';
import { SaveDialog } from './save/SaveDialog.tsx';
import { SourcePane } from './source/SourcePane.tsx';
import { useChecks } from './state/check-runner.ts';
import { useCheckOnEveryChange } from './state/use-check-on-change.ts';
import { store, useDraft } from './state/draft-store.ts';
import { useParsedDraft } from './state/parsed-draft.ts';
import { useFilesAndDiskWatch } from './state/use-disk-watch.ts';
import { useUndoKeys } from './state/use-undo-keys.ts';
import { Toolbar } from './Toolbar.tsx';

type View = 'form' | 'source' | 'hindi';
const views: { id: View; name: string }[] = [
  { id: 'form', name: 'Form' },
  { id: 'source', name: 'Source' },
  { id: 'hindi', name: 'Hindi' },
];

const startsWith = (path: readonly PathSegment[], prefix: readonly PathSegment[]) =>
  prefix.every((segment, index) => path[index] === segment);

export function EditorApp() {
  useFilesAndDiskWatch();
  const { files, problem } = useDraft();
  const parsed = useParsedDraft();
  const check = useChecks();
  const [selected, setSelected] = useState<PathSegment[]>(['pages', 'home']);
  const [view, setView] = useState<View>('form');
  const [saving, setSaving] = useState(false);
  const [preview, setPreview] = useState<PreviewSettings>({ page: 'home', width: 1280, language: 'en', day: '' });
  const day = preview.day || files?.today || '';

  useCheckOnEveryChange(files !== null, day, preview.language);

  /** Shows a node of the outline (a page, section, list, item or shared part) in the form. */
  const selectNode = useCallback((node: PathSegment[]) => {
    setView('form');
    setSelected(node);
    if (node[0] === 'pages' && typeof node[1] === 'string') setPreview((settings) => ({ ...settings, page: String(node[1]) }));
    if (node[0] === 'notFound') setPreview((settings) => ({ ...settings, page: 'notFound' }));
  }, []);
  /** Shows the field at `path` (a problem's, a click in the preview's) in its node's form, focused. */
  const selectField = useCallback(
    (path: PathSegment[]) => {
      selectNode(nodePathOf(path));
      focusField(path);
    },
    [selectNode],
  );

  const problems: PlacedProblem[] = useMemo(() => {
    if (!check.answer) return [];
    return [
      ...placeProblems(parsed.doc, parsed.lines, check.answer.site),
      ...check.answer.translation.map((p): PlacedProblem => ({ ...p, file: 'translation', at: [] })),
    ];
  }, [check.answer, parsed]);
  const byPath = useMemo(() => {
    const map = new Map<string, PlacedProblem[]>();
    for (const p of problems) if (p.file === 'site') map.set(pathKey(p.at), [...(map.get(pathKey(p.at)) ?? []), p]);
    return map;
  }, [problems]);
  const form: FormContextValue = useMemo(
    () => ({
      data: parsed.data,
      problemsAt: (path) => byPath.get(pathKey(path)) ?? [],
      images: files?.images ?? [],
      select: selectNode,
    }),
    [parsed.data, byPath, files, selectNode],
  );
  const problemCount = useCallback(
    (path: PathSegment[]) => {
      const inside = problems.filter((p) => p.file === 'site' && startsWith(p.at, path));
      return {
        errors: inside.filter((p) => p.severity === 'error').length,
        warnings: inside.filter((p) => p.severity === 'warning').length,
      };
    },
    [problems],
  );
  const goTo = (p: PlacedProblem) => {
    if (p.file === 'translation') return setView('hindi');
    selectField(p.at);
  };
  const openSave = useCallback(() => setSaving(true), []);
  useUndoKeys(openSave);
  const showView = (next: View) => {
    setView(next);
    if (next === 'hindi') setPreview((settings) => ({ ...settings, language: 'hi', width: 360 }));
  };

  if (!files) return <p className="loading">Opening site.yaml…</p>;
  const errors = check.answer?.errors ?? 0;
  return (
    <>
      <header className="editor-header">
        <h1>
          Site editor <span className="heading-detail">{files.site.name}</span>
        </h1>
        <Toolbar errors={errors} checking={check.answer === null} openSave={openSave} />
      </header>
      <DiskChangeBanner />
      {problem ? (
        <p role="alert" className="edit-problem">
          {problem}{' '}
          <button type="button" className="quiet" onClick={() => store.dismissProblem()}>
            Dismiss
          </button>
        </p>
      ) : null}
      {parsed.syntaxError ? (
        <p role="alert" className="edit-problem">
          YAML cannot read the draft ({parsed.syntaxError}). Fix it in the source; the form shows the last readable version.
        </p>
      ) : null}
      <main className="editor-main">
        <Outline selected={selected} select={selectNode} problemCount={problemCount} />
        <div className="editor-middle">
          <div role="tablist" aria-label="Edit as" className="tabs">
            {views.map(({ id, name }) => (
              <button
                key={id}
                type="button"
                role="tab"
                id={`tab-${id}`}
                aria-selected={view === id}
                aria-controls="view-panel"
                onClick={() => showView(id)}
              >
                {name}
              </button>
            ))}
          </div>
          <div role="tabpanel" id="view-panel" aria-labelledby={`tab-${view}`} className="view-panel">
            <FormContext.Provider value={form}>
              {view === 'form' ? <NodeForm key={pathKey(selected)} path={selected} /> : null}
            </FormContext.Provider>
            {view === 'source' ? <SourcePane problems={problems} selected={selected} /> : null}
            {view === 'hindi' ? <HindiPane selected={selected} /> : null}
          </div>
          <ProblemList
            problems={problems}
            goTo={goTo}
            siteName={files.site.name}
            translationName={files.translation?.name ?? 'site.hi.yaml'}
            running={check.running}
          />
        </div>
        <PreviewPane
          settings={{ ...preview, day }}
          change={(next) => setPreview((settings) => ({ ...settings, ...next }))}
          pages={[...Object.keys((parsed.data.pages as Record<string, unknown>) ?? {}), 'notFound']}
          select={selectField}
        />
      </main>
      {saving ? <SaveDialog git={files.git} close={() => setSaving(false)} /> : null}
    </>
  );
}
