// Puts the translation file's entries back at the places of their English after a list in site.yaml
// changed: a review deleted or added, slides reordered. The keys of items without an id are their
// positions (reviews[3]), so deleting one review moved every later review's texts to new keys, and
// the translator had to rename about sixteen keys by hand before `validate --strict` passed.
//
// Each text of site.yaml keeps the entry at its key when that entry was made from its English;
// otherwise it takes an entry made from the same English from elsewhere in the file. An entry left
// without a place is deleted when its key is gone from site.yaml (its English is no longer on any
// page), and stays where it is when its key is still a text (a Hindi to update, as validate says).
// Comments travel with their entry; the file is written in site.yaml's order.
import { isMap, isPair, isScalar, parseDocument, type Node, type Pair, type Scalar } from 'yaml';
import { isTranslated } from './not-translated.ts';
import { visibleStrings } from './visible-strings.ts';

export interface TidyResult {
  text: string;
  /** Entries given a new key, from their old one. */
  moved: { from: string; to: string }[];
  /** Entries deleted (site.yaml no longer has their text), with the English they held. */
  removed: { key: string; en?: string }[];
}

type EntryPair = Pair<Scalar, Node>;

const keyOf = (pair: EntryPair) => String(pair.key.value);

function englishOf(pair: EntryPair): string | undefined {
  if (!isMap(pair.value)) return undefined;
  const en = pair.value.get('en');
  return typeof en === 'string' ? en : undefined;
}

function hasHindi(pair: EntryPair): boolean {
  if (!isMap(pair.value)) return false;
  const hi = pair.value.get('hi');
  return typeof hi === 'string' && hi.trim() !== '';
}

export function tidyEntries(siteText: string, translationText: string): TidyResult {
  const strings = visibleStrings(parseDocument(siteText).toJS()).filter((text) => isTranslated(text.key));
  const doc = parseDocument<Node, false>(translationText.trim() ? translationText : '{}');
  if (doc.errors.length) throw new Error(`The translation file cannot be read: ${doc.errors[0].message.split('\n')[0]}`);
  const map = doc.contents;
  if (!isMap(map)) throw new Error('The translation file should be a list of entries (key, then en: and hi:), not a single value.');
  const pairs = map.items.filter((pair): pair is EntryPair => isPair(pair) && isScalar(pair.key));
  const others = map.items.filter((pair) => !pairs.includes(pair as EntryPair));

  const placeOf = new Map<string, EntryPair>();
  const placed = new Set<EntryPair>();
  const take = (key: string, pair: EntryPair) => {
    placeOf.set(key, pair);
    placed.add(pair);
  };
  const pairAt = new Map(pairs.map((pair) => [keyOf(pair), pair]));
  // First the entries already at the place of the English they were made from.
  for (const text of strings) {
    const pair = pairAt.get(text.key);
    if (pair && englishOf(pair) === text.text) take(text.key, pair);
  }
  // Then each other text takes an entry made from its English, a translated one first.
  for (const text of strings) {
    if (placeOf.has(text.key)) continue;
    const candidates = pairs.filter((pair) => !placed.has(pair) && englishOf(pair) === text.text);
    const pair = candidates.find(hasHindi) ?? candidates[0];
    if (pair) take(text.key, pair);
  }
  // An entry with no place of its English stays at its key while that key is still a text.
  for (const text of strings) {
    const pair = pairAt.get(text.key);
    if (!placeOf.has(text.key) && pair && !placed.has(pair)) take(text.key, pair);
  }

  const moved: TidyResult['moved'] = [];
  const ordered: EntryPair[] = [];
  for (const text of strings) {
    const pair = placeOf.get(text.key);
    if (!pair) continue;
    if (keyOf(pair) !== text.key) {
      moved.push({ from: keyOf(pair), to: text.key });
      pair.key.value = text.key;
    }
    ordered.push(pair);
  }
  const removed = pairs.filter((pair) => !placed.has(pair)).map((pair) => ({ key: keyOf(pair), en: englishOf(pair) }));
  // A blank line between entries, as the file is written: each reads as one block.
  ordered.forEach((pair, index) => {
    pair.key.spaceBefore = index > 0 || undefined;
  });
  map.items = [...ordered, ...others];
  return { text: doc.toString({ lineWidth: 0 }), moved, removed };
}
