// A paragraph with the markup site.yaml accepts (RichText.tsx draws it): **strong**, *emphasis* and
// [words](address). The buttons wrap the selected words; validate's markdown-link and html-tag
// rules check what is typed.
import { useRef } from 'react';
import { setField, unsetField } from '../state/site-edits.ts';
import type { InputProps } from './ScalarFields.tsx';

const marks = [
  { name: 'Bold', before: '**', after: '**' },
  { name: 'Italic', before: '*', after: '*' },
  { name: 'Link', before: '[', after: '](/contact)' },
] as const;

export function RichTextInput({ path, value, required, label, ids }: InputProps) {
  const area = useRef<HTMLTextAreaElement>(null);
  const text = typeof value === 'string' ? value : '';
  const change = (next: string) => (next === '' && !required ? unsetField(path, label) : setField(path, next, label));
  const wrap = (before: string, after: string) => {
    const element = area.current;
    if (!element) return;
    const { selectionStart: start, selectionEnd: end } = element;
    change(`${text.slice(0, start)}${before}${text.slice(start, end)}${after}${text.slice(end)}`);
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(start + before.length, end + before.length);
    });
  };
  return (
    <div className="rich-text">
      <div role="toolbar" aria-label={`Markup for ${label}`} className="rich-text-tools">
        {marks.map((mark) => (
          <button key={mark.name} type="button" className="quiet" onClick={() => wrap(mark.before, mark.after)}>
            {mark.name}
          </button>
        ))}
      </div>
      <textarea
        ref={area}
        id={ids.id}
        aria-describedby={ids.describedBy}
        aria-invalid={ids.invalid || undefined}
        value={text}
        rows={Math.min(10, Math.ceil(text.length / 60) + 2)}
        onChange={(event) => change(event.target.value)}
      />
    </div>
  );
}
