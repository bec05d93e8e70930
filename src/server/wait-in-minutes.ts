// The rate limit's wait as the visitor reads it, unit included: "1 minute", "10 minutes", "10 मिनट".
// The unit is the platform's (Intl), so site.yaml's message needs no plural forms of its own.

/** A whole number of minutes, at least one, written out in `language` (en, hi) as used in India. */
export function waitInMinutes(ms: number, language: string): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return new Intl.NumberFormat(`${language}-IN`, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(minutes);
}
