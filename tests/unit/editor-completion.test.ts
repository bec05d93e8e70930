// The source pane's completion comes from the schema: the fields a group may have, with their help,
// and a field's choices.
import { CompletionContext } from '@codemirror/autocomplete';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { schemaCompletion } from '../../src/editor/client/source/schema-completion.ts';
import { fixtureSiteText } from '../fixture-site.ts';

function completeAt(text: string, marker: string) {
  const pos = text.indexOf(marker) + marker.length;
  const state = EditorState.create({ doc: text });
  return schemaCompletion(new CompletionContext(state, pos, true));
}

describe('completion in the source pane', () => {
  it("offers a section's fields, with the schema's help", () => {
    const text = fixtureSiteText.replace(
      '        stickyBarText: Play. Win. Repeat.\n',
      '        stickyBarText: Play. Win. Repeat.\n        visi\n',
    );
    const result = completeAt(text, '        visi');
    const labels = result?.options.map((option) => option.label);
    expect(labels).toEqual(expect.arrayContaining(['visibleFrom', 'visibleUntil', 'headline', 'tagline']));
    expect(result?.options.find((option) => option.label === 'visibleFrom')?.info).toMatch(/first day/i);
  });

  it("offers a field's choices", () => {
    const text = fixtureSiteText.replace(/(\n\s+- type: )stats\n/, '$1s\n');
    const result = completeAt(text, '- type: s');
    expect(result?.options.map((option) => option.label)).toEqual(expect.arrayContaining(['stats', 'steps', 'hero', 'reviews']));
  });
});
