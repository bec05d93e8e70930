// The document an edit works from: positions for every node, and the CST token of each scalar so
// a value can be replaced in its own quoting style (CST.setScalarValue) without touching the rest.
// The last texts parsed are kept: the editor reads the draft it shows and then edits that same
// text, so a keystroke parses the file once, not once per reader.
import { LineCounter, parseDocument, type Document } from 'yaml';

export interface ParsedText {
  doc: Document.Parsed;
  lines: LineCounter;
}

const recent: { text: string; parsed: ParsedText }[] = [];

/** The text parsed (syntax errors and all), from the cache when it was parsed lately. */
export function parseText(text: string): ParsedText {
  const known = recent.find((entry) => entry.text === text);
  if (known) return known.parsed;
  const lines = new LineCounter();
  const parsed = { doc: parseDocument(text, { keepSourceTokens: true, uniqueKeys: false, lineCounter: lines }), lines };
  recent.unshift({ text, parsed });
  recent.length = Math.min(recent.length, 3);
  return parsed;
}

export function parseForEdit(text: string): Document.Parsed {
  const { doc } = parseText(text);
  if (doc.errors.length) throw new YamlEditError(`The file has a syntax error to fix first: ${doc.errors[0].message.split('\n')[0]}`);
  return doc;
}

/** An edit that cannot be made on this text (a syntax error, a path that is not there). */
export class YamlEditError extends Error {
  override name = 'YamlEditError';
}
