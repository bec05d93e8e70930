// The one syntax problem a file that YAML cannot read gets: the first, explained (explain-syntax.ts),
// placed by the keys above it, with the line and a caret. Later parser errors are mostly echoes
// of the first, so they are not printed; the marketer fixes one and runs validate again.
import type { Document, LineCounter } from 'yaml';
import type { Problem } from '../problem.ts';
import { formatPath } from '../problem.ts';
import { explainSyntax } from './explain-syntax.ts';
import { excerpt } from './excerpt.ts';
import { keyPathAt } from './key-path.ts';
import { oddCharactersInStructure } from './odd-characters.ts';

function problemAt(text: string, line: number, col: number, message: string, hint: string): Problem {
  const path = keyPathAt(text, line);
  return {
    severity: 'error',
    line,
    col,
    path: path.length ? formatPath(path) : `line ${line}`,
    message,
    hint,
    rule: 'yaml-syntax',
    excerpt: excerpt(text, line, col),
  };
}

/**
 * An invisible character in the indentation or in a field name: YAML reads the file, but the
 * field gets a name no one can see ("  title" or "title\u200B"), so it is refused here with the
 * character named rather than later as an unknown field.
 */
function oddStructure(text: string): Problem | undefined {
  const lines = text.split(/\r?\n/);
  for (let index = 0; index < lines.length; index++) {
    const odd = oddCharactersInStructure(lines[index])[0];
    if (!odd || lines[index].trimStart().startsWith('#')) continue;
    return problemAt(
      text,
      index + 1,
      odd.col,
      `Line ${index + 1} has ${odd.name} at column ${odd.col}, where YAML expects the indentation or a field name.`,
      odd.fix,
    );
  }
  return undefined;
}

export function syntaxProblem(text: string, doc: Document, lines: LineCounter): Problem | undefined {
  const first = [...doc.errors, ...doc.warnings].sort((a, b) => a.pos[0] - b.pos[0])[0];
  if (!first) return oddStructure(text);
  const explained = explainSyntax(text, first, lines.linePos(first.pos[0]));
  return problemAt(text, explained.line, explained.col, explained.message, explained.hint);
}
