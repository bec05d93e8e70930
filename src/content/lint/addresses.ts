// address-scheme and https-origin: an email address or phone number written with its mailto: or
// tel: (the page adds it, making "mailto:mailto:..."), and a site origin over http, which would
// make every canonical link and share image http.
import type { PathSegment } from '../problem.ts';
import type { Reporter } from './reporter.ts';

/** Fields that hold a bare address the page turns into a link itself. */
const addressFields: Record<string, { scheme: string; what: string }> = {
  address: { scheme: 'mailto:', what: 'email address' },
  email: { scheme: 'mailto:', what: 'email address' },
  number: { scheme: 'tel:', what: 'phone number' },
};

export function checkAddressScheme(text: string, path: readonly PathSegment[], reporter: Reporter): void {
  const key = path.at(-1);
  const field = typeof key === 'string' ? addressFields[key] : undefined;
  const typed = /^\s*(mailto|tel):/i.exec(text);
  if (field && typed) {
    reporter.report('address-scheme', {
      path,
      message: `Write the ${field.what} alone: the page adds "${field.scheme}" itself, so "${typed[0].trim()}" here would make the link "${field.scheme}${text.trim()}".`,
      hint: `remove "${typed[0].trim()}" from the start`,
    });
    return;
  }
  const doubled = /\((mailto:\s*mailto:|tel:\s*tel:)/i.exec(text) ?? /^(mailto:\s*mailto:|tel:\s*tel:)/i.exec(text);
  if (doubled) {
    reporter.report('address-scheme', {
      path,
      snippet: doubled[1],
      message: `"${doubled[1]}" says the kind of address twice, so the link would not open.`,
      hint: `write it once, e.g. ${doubled[1].toLowerCase().startsWith('tel') ? 'tel:+911145678900' : 'mailto:support@skillstrike.in'}`,
    });
  }
}

export function checkOrigin(site: unknown, reporter: Reporter): void {
  const origin = (site as { brand?: { origin?: unknown } } | undefined)?.brand?.origin;
  if (typeof origin !== 'string' || !/^http:\/\//i.test(origin)) return;
  reporter.report('https-origin', {
    path: ['brand', 'origin'],
    message: `The site's address must start with https://: with "${origin}" every page's canonical link and share image would point to an insecure http address.`,
    hint: `write ${origin.replace(/^http:/i, 'https:')}`,
  });
}
