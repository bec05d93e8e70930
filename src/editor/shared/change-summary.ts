// The commit message of "Save and commit", made from what changed in the data (not in the text, so
// it reads the same whether the change came from a form, a drag or the source pane):
// "home: reviews: added Priya's review", "home: moved reviews above skill-games",
// "home: home: headline changed", "Hindi: translated 1 text".
import { parse } from 'yaml';

type Data = Record<string, unknown>;
interface Sectionish extends Data {
  id: string;
  type: string;
}

const isRecord = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function readData(text: string | null): Data {
  try {
    const data: unknown = text ? parse(text) : {};
    return isRecord(data) ? data : {};
  } catch {
    return {};
  }
}

/** "Priya's review", "the "Ludo" slide", "an item": how a list item is named in a sentence. */
function itemName(list: string, item: unknown): string {
  if (!isRecord(item)) return `"${String(item)}"`;
  if (typeof item.author === 'string') return `${item.author}'s review`;
  const title = [item.heading, item.title, item.label, item.name].find((value) => typeof value === 'string');
  const noun = list.endsWith('s') ? list.slice(0, -1) : 'item';
  return title ? `the "${title}" ${noun}` : `a ${noun}`;
}

/** Changes inside one section or shared part, each prefixed with `where`. */
function describeGroup(where: string, before: Data, after: Data): string[] {
  const out: string[] = [];
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const a = before[key];
    const b = after[key];
    if (same(a, b)) continue;
    if (Array.isArray(a) && Array.isArray(b) && (a.some(isRecord) || b.some(isRecord))) {
      const added = b.filter((item) => !a.some((old) => same(old, item)));
      const removed = a.filter((item) => !b.some((now) => same(now, item)));
      if (added.length === removed.length && added.length > 0 && b.length === a.length && added.length < 3) {
        out.push(...added.map((item) => `${where}: changed ${itemName(key, item)}`));
      } else {
        out.push(...added.map((item) => `${where}: added ${itemName(key, item)}`));
        out.push(...removed.map((item) => `${where}: removed ${itemName(key, item)}`));
      }
      if (!added.length && !removed.length) out.push(`${where}: ${key}: reordered`);
    } else if (a === undefined) out.push(`${where}: ${key} added`);
    else if (b === undefined) out.push(`${where}: ${key} removed`);
    else out.push(`${where}: ${key} changed`);
  }
  return out;
}

/** Sections of one page: added, removed, moved (the fewest that explain the new order), changed. */
function describeSections(page: string, before: Sectionish[], after: Sectionish[]): string[] {
  const out: string[] = [];
  const beforeIds = before.map((section) => section.id);
  const afterIds = after.map((section) => section.id);
  for (const section of after) if (!beforeIds.includes(section.id)) out.push(`${page}: added the ${section.id} section (${section.type})`);
  for (const section of before) if (!afterIds.includes(section.id)) out.push(`${page}: removed the ${section.id} section`);
  const kept = afterIds.filter((id) => beforeIds.includes(id));
  const oldOrder = beforeIds.filter((id) => kept.includes(id));
  // The longest run of sections still in their old order stayed; the others moved.
  const stayed = longestCommonSubsequence(oldOrder, kept);
  kept.forEach((id, index) => {
    if (stayed.has(id)) return;
    const next = kept[index + 1];
    out.push(next ? `${page}: moved ${id} above ${next}` : `${page}: moved ${id} to the end`);
  });
  for (const section of after) {
    const old = before.find((candidate) => candidate.id === section.id);
    if (old) out.push(...describeGroup(`${page}: ${section.id}`, old, section));
  }
  return out;
}

function longestCommonSubsequence(a: readonly string[], b: readonly string[]): Set<string> {
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      table[i][j] = a[i] === b[j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
  const kept = new Set<string>();
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) {
      kept.add(a[i]);
      i++;
      j++;
    } else if (table[i + 1][j] >= table[i][j + 1]) i++;
    else j++;
  }
  return kept;
}

const sectionsOf = (page: unknown): Sectionish[] =>
  isRecord(page) && Array.isArray(page.sections) ? (page.sections.filter(isRecord) as Sectionish[]) : [];

export function describeSiteChanges(beforeText: string, afterText: string): string[] {
  const before = readData(beforeText);
  const after = readData(afterText);
  const out: string[] = [];
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (same(before[key], after[key])) continue;
    if (key === 'pages' && isRecord(before.pages) && isRecord(after.pages)) {
      const beforePages = before.pages;
      const afterPages = after.pages;
      for (const page of new Set([...Object.keys(beforePages), ...Object.keys(afterPages)])) {
        const a = beforePages[page];
        const b = afterPages[page];
        if (same(a, b)) continue;
        if (!isRecord(a) || !isRecord(b)) {
          out.push(`${page}: page ${a ? 'removed' : 'added'}`);
          continue;
        }
        out.push(...describeSections(page, sectionsOf(a), sectionsOf(b)));
        const { sections: _a, ...metaBefore } = a;
        const { sections: _b, ...metaAfter } = b;
        out.push(...describeGroup(page, metaBefore, metaAfter));
      }
    } else if (key === 'notFound' && isRecord(before.notFound) && isRecord(after.notFound)) {
      out.push(...describeSections('not found page', sectionsOf(before.notFound), sectionsOf(after.notFound)));
    } else if (isRecord(before[key]) && isRecord(after[key])) {
      out.push(...describeGroup(key, before[key] as Data, after[key] as Data));
    } else out.push(`${key} changed`);
  }
  return out;
}

export function describeTranslationChanges(beforeText: string | null, afterText: string | null): string[] {
  const before = readData(beforeText);
  const after = readData(afterText);
  const changed = Object.keys(after).filter((key) => {
    const hi = (entry: unknown) => (isRecord(entry) ? entry.hi : undefined);
    return !same(hi(before[key]), hi(after[key])) && typeof hi(after[key]) === 'string' && String(hi(after[key])).trim() !== '';
  });
  if (!changed.length) return same(before, after) ? [] : ['Hindi: tidied'];
  return [changed.length === 1 ? `Hindi: translated ${changed[0]}` : `Hindi: translated ${changed.length} texts`];
}

/** A commit message: the first change as its subject ("and N more"), every change in its body. */
export function commitMessage(changes: readonly string[]): string {
  if (!changes.length) return 'site.yaml: saved with no change to the content';
  const subject = changes.length === 1 ? changes[0] : `${changes[0]} (and ${changes.length - 1} more)`;
  return changes.length === 1 ? subject : `${subject}\n\n${changes.map((change) => `- ${change}`).join('\n')}`;
}
