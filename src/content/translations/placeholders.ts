// What a translation must carry over unchanged from the English: the {placeholders} the site fills
// in ({name}, {year}, {max}) and the addresses of Markdown links. A Hindi text without {minutes}
// would tell a visitor to wait "" minutes; a link moved to another address sends them elsewhere.

/** {name}, {year}: a brace, a name, a brace. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[0]).sort();
}

/** The targets of [words](target) links, in order of appearance. */
export function linkTargetsOf(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]).sort();
}

/**
 * What `wanted` has that `got` lacks, counting repeats: a text with {n} twice needs it twice.
 */
export function missingFrom(got: readonly string[], wanted: readonly string[]): string[] {
  const left = [...got];
  return wanted.filter((item) => {
    const index = left.indexOf(item);
    if (index < 0) return true;
    left.splice(index, 1);
    return false;
  });
}
