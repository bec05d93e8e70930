/**
 * The section a link's #fragment names, decoded (a Hindi id travels percent-encoded), or '' when
 * it names none. A fragment that is not valid percent-encoding (/#%E0%A4, cut short in a message)
 * names none: decodeURIComponent would throw, and before hydration that stopped the page's code.
 */
export function sectionIdOf(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return '';
  }
}
