// Adds a section of any type the registry knows, filled from its schema example, after the
// selected section (or at the page's end), with an id no other section has.
import { useId, useState } from 'react';
import type { PathSegment } from '../../../content/problem.ts';
import { sectionTypeHelp } from '../../../content/section-examples.ts';
import { editSite } from '../state/site-edits.ts';
import { useParsedDraft } from '../state/parsed-draft.ts';

const types = sectionTypeHelp().filter((help) => help.examples.length > 0);

/** Every section id of the site, to keep a new one unique. */
function sectionIds(data: Record<string, unknown>): Set<string> {
  const ids = new Set<string>();
  JSON.stringify(data, (key, value: unknown) => {
    if (key === 'id' && typeof value === 'string') ids.add(value);
    return value;
  });
  return ids;
}

export function uniqueId(wanted: string, taken: Set<string>): string {
  if (!taken.has(wanted)) return wanted;
  for (let n = 2; ; n++) if (!taken.has(`${wanted}-${n}`)) return `${wanted}-${n}`;
}

export function AddSection({
  pagePath,
  selected,
  select,
}: {
  pagePath: PathSegment[];
  selected: PathSegment[];
  select: (path: PathSegment[]) => void;
}) {
  const { data } = useParsedDraft();
  const [type, setType] = useState<string>(types[0]?.type ?? '');
  const id = useId();
  const listPath = [...pagePath, 'sections'];
  const sections =
    (pagePath.reduce<unknown>((at, key) => (at as Record<PathSegment, unknown>)?.[key], data) as { sections?: unknown[] })?.sections ?? [];
  const inPage = selected.length > listPath.length && listPath.every((segment, index) => selected[index] === segment);
  const index = inPage ? Number(selected[listPath.length]) + 1 : sections.length;
  const add = () => {
    const help = types.find((candidate) => candidate.type === type);
    if (!help) return;
    const example = { ...help.examples[0], id: uniqueId(help.examples[0].id, sectionIds(data)) };
    editSite(`added a ${type} section`, { kind: 'insert', list: listPath, index, value: example });
    select([...listPath, index]);
  };
  return (
    <div className="add-section">
      <label htmlFor={id}>New section type</label>
      <select id={id} value={type} onChange={(event) => setType(event.target.value)}>
        {types.map((help) => (
          <option key={help.type} value={help.type}>
            {help.type}: {help.description}
          </option>
        ))}
      </select>
      <button type="button" onClick={add}>
        Add section{inPage ? ' after the selected one' : ''}
      </button>
    </div>
  );
}
