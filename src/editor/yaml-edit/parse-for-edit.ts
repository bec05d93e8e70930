// The document an edit works from: positions for every node, and the CST token of each scalar so
// a value can be replaced in its own quoting style (CST.setScalarValue) without touching the rest.
import { parseDocument, type Document } from 'yaml';

export function parseForEdit(text: string): Document.Parsed {
  const doc = parseDocument(text, { keepSourceTokens: true, uniqueKeys: false });
  if (doc.errors.length) throw new YamlEditError(`The file has a syntax error to fix first: ${doc.errors[0].message.split('\n')[0]}`);
  return doc;
}

/** An edit that cannot be made on this text (a syntax error, a path that is not there). */
export class YamlEditError extends Error {
  override name = 'YamlEditError';
}
