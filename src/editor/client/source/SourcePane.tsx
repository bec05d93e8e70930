// site.yaml as text, for those who prefer it: CodeMirror 6 with YAML highlighting, our schema's
// completion and the draft's problems as lint, in step with the form (both edit the one draft).
import { useEffect, useRef } from 'react';
import { autocompletion } from '@codemirror/autocomplete';
import { defaultKeymap } from '@codemirror/commands';
import { yaml } from '@codemirror/lang-yaml';
import { defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { Annotation, EditorState } from '@codemirror/state';
import { drawSelection, EditorView, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import type { PlacedProblem } from '../problems/problem-paths.ts';
import { replaceSiteText } from '../state/site-edits.ts';
import { useDraft } from '../state/draft-store.ts';
import { schemaCompletion } from './schema-completion.ts';
import { parseDraft } from '../state/parsed-draft.ts';
import type { PathSegment } from '../../../content/problem.ts';
import type { Node } from 'yaml';

/** Marks a change that came from the draft (the form, undo), not from typing here. */
const fromDraft = Annotation.define<boolean>();

function diagnostics(state: EditorState, problems: readonly PlacedProblem[]): Diagnostic[] {
  return problems
    .filter((problem) => problem.file === 'site' && problem.line <= state.doc.lines)
    .map((problem) => {
      const line = state.doc.line(problem.line);
      const from = Math.min(line.from + problem.col - 1, line.to);
      return {
        from,
        to: Math.max(from, line.to),
        severity: problem.severity,
        message: `${problem.message}${problem.hint ? ` (${problem.hint})` : ''}`,
        source: problem.rule,
      };
    });
}

/** Where the selected part starts in the text, so the source opens at what the form showed. */
function offsetOf(text: string, path: readonly PathSegment[]): number {
  const node = parseDraft(text).doc.getIn(path, true) as Node | undefined;
  return node?.range?.[0] ?? 0;
}

export function SourcePane({ problems, selected }: { problems: readonly PlacedProblem[]; selected: PathSegment[] }) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const { draft } = useDraft();

  useEffect(() => {
    if (!host.current) return;
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: draft.site,
        extensions: [
          lineNumbers(),
          highlightActiveLine(),
          drawSelection(),
          keymap.of(defaultKeymap),
          yaml(),
          syntaxHighlighting(defaultHighlightStyle),
          lintGutter(),
          autocompletion({ override: [schemaCompletion] }),
          EditorView.contentAttributes.of({ 'aria-label': 'site.yaml' }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged && !update.transactions.some((transaction) => transaction.annotation(fromDraft)))
              replaceSiteText(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    const at = offsetOf(draft.site, selected);
    editor.dispatch({ selection: { anchor: at }, effects: EditorView.scrollIntoView(at, { y: 'start', yMargin: 40 }) });
    return () => editor.destroy();
    // The view is made once; the draft reaches it through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const current = editor.state.doc.toString();
    if (current === draft.site) return;
    // The smallest change, so the cursor and scroll stay where they are.
    let start = 0;
    while (start < current.length && current[start] === draft.site[start]) start++;
    let end = 0;
    while (
      end < current.length - start &&
      end < draft.site.length - start &&
      current[current.length - 1 - end] === draft.site[draft.site.length - 1 - end]
    )
      end++;
    editor.dispatch({
      changes: { from: start, to: current.length - end, insert: draft.site.slice(start, draft.site.length - end) },
      annotations: fromDraft.of(true),
    });
  }, [draft.site]);

  useEffect(() => {
    const editor = view.current;
    if (editor) editor.dispatch(setDiagnostics(editor.state, diagnostics(editor.state, problems)));
  }, [problems, draft.site]);

  return <div className="source-pane" ref={host} />;
}
