// The place of a line in site.yaml as the keys above it name it (pages.home.sections[2].title),
// read from the text alone: a file with a syntax error has no parsed tree to ask.
import type { PathSegment } from '../problem.ts';

const indentOf = (line: string) => line.length - line.trimStart().length;
const isContent = (line: string) => line.trim() !== '' && !line.trimStart().startsWith('#');
/** "key:" or "- key:" at the start of a line, the key unquoted. */
const keyOf = (content: string) => /^(?:-\s+)?["']?([^"'\s:#][^:#]*?)["']?\s*:(?:\s|$)/.exec(content)?.[1];

/** The item number of the "- " line `index`, counting its siblings above it. */
function itemIndex(lines: readonly string[], index: number): number {
  const indent = indentOf(lines[index]);
  let count = 0;
  for (let i = index - 1; i >= 0; i--) {
    if (!isContent(lines[i])) continue;
    const at = indentOf(lines[i]);
    if (at < indent) break;
    if (at === indent && lines[i].trimStart().startsWith('-')) count += 1;
  }
  return count;
}

/** The keys and item numbers leading to line `lineNumber` (1-based), the line's own key last. */
export function keyPathAt(text: string, lineNumber: number): PathSegment[] {
  const lines = text.split(/\r?\n/);
  let index = Math.min(lineNumber, lines.length) - 1;
  while (index > 0 && !isContent(lines[index])) index -= 1;
  if (index < 0 || !lines[index]) return [];
  const path: PathSegment[] = [];
  const first = lines[index].trimStart();
  const ownKey = keyOf(first);
  // A line indented with a tab or an odd space has no trustworthy indent: place it beside the
  // line above.
  const previous = lines.slice(0, index).findLastIndex(isContent);
  const oddIndent = /^[ ]*[^ \S]/.test(lines[index]) && previous >= 0;
  let limit = oddIndent ? indentOf(lines[previous]) : indentOf(lines[index]);
  if (first.startsWith('- ')) {
    if (ownKey) path.unshift(ownKey);
    path.unshift(itemIndex(lines, index));
  } else if (ownKey) path.unshift(ownKey);
  for (let i = index - 1; i >= 0 && limit > 0; i--) {
    if (!isContent(lines[i]) || indentOf(lines[i]) >= limit) continue;
    const content = lines[i].trimStart();
    limit = indentOf(lines[i]);
    if (content.startsWith('- ')) {
      path.unshift(itemIndex(lines, i));
      continue;
    }
    // Only a "key:" with nothing after it opens a group; a "key: value" line is a sibling that
    // happens to be indented less (the line in question is then indented too far).
    const key = keyOf(content);
    if (key && /:\s*([|>][-+]?)?\s*(#.*)?$/.test(content)) path.unshift(key);
  }
  return path;
}
