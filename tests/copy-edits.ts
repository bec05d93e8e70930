// Ten copy edits a marketer makes in site.yaml (a headline, a review, button labels, a stat, a
// message, ...), applied through the YAML document so they find their place however the file is
// ordered. tests/unit/copy-edits.test.ts checks the edited file still validates, and
// `npm run test:copy-edits` runs the whole of `npm test` on it: the proof that the tests check
// behaviour, not today's words.
import { parseDocument, type Document } from 'yaml';
import { translationKey } from '../src/content/translations/translation-key.ts';

type Path = (string | number)[];

/** The path of the first section of `type` on the home page. */
function homeSection(doc: Document, type: string): Path {
  const sections = doc.getIn(['pages', 'home', 'sections']) as { items: { get(key: string): unknown }[] } | undefined;
  const index = sections?.items.findIndex((section) => section.get('type') === type) ?? -1;
  if (index < 0) throw new Error(`site.yaml has no ${type} section on the home page to edit`);
  return ['pages', 'home', 'sections', index];
}

export interface CopyEdit {
  what: string;
  path: (doc: Document) => Path;
  value: string;
}

export const copyEdits: CopyEdit[] = [
  { what: 'the headline', path: (doc) => [...homeSection(doc, 'hero'), 'headline'], value: 'Play Smart. Win Big. Top the Table.' },
  {
    what: 'the tagline',
    path: (doc) => [...homeSection(doc, 'hero'), 'tagline'],
    value: 'Skill games for India: Ludo, BGMI, Free Fire and more.',
  },
  {
    what: 'a review',
    path: (doc) => [...homeSection(doc, 'reviews'), 'reviews', 0, 'text'],
    value: 'Quick matches and fast payouts. My favourite app for Ludo.',
  },
  { what: 'the form button', path: () => ['contact', 'submit', 'label'], value: 'Send message' },
  { what: 'the Android button', path: () => ['downloads', 'android', 'label'], value: 'Get it for Android' },
  { what: 'a stat', path: (doc) => [...homeSection(doc, 'stats'), 'items', 0, 'value'], value: '9K+' },
  { what: 'a message', path: () => ['contact', 'server', 'received'], value: 'Thanks! We have your message and will reply soon.' },
  {
    what: 'a slide',
    path: (doc) => [...homeSection(doc, 'skillGames'), 'slides', 0, 'description'],
    value: 'Classic Ludo with friends or rivals, for real prizes.',
  },
  { what: 'a navigation link', path: () => ['navigation', 'items', 0, 'label'], value: 'Who we are' },
  { what: 'the not-found title', path: () => ['notFound', 'sections', 0, 'title'], value: 'This page is not here' },
];

export interface CopyChange {
  what: string;
  /** The text's key in site.hi.yaml. */
  key: string;
  from: string;
  to: string;
}

/** site.yaml's text with the ten edits, and each edit with the value it replaced. */
export function applyCopyEdits(text: string): { text: string; changed: CopyChange[] } {
  const doc = parseDocument(text);
  const data: unknown = doc.toJS();
  const changed = copyEdits.map((edit) => {
    const path = edit.path(doc);
    const from = doc.getIn(path);
    if (typeof from !== 'string') throw new Error(`site.yaml has no text at ${path.join('.')} (${edit.what})`);
    doc.setIn(path, edit.value);
    return { what: edit.what, key: translationKey(data, path), from, to: edit.value };
  });
  return { text: doc.toString({ lineWidth: 0 }), changed };
}
