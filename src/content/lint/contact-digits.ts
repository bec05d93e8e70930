// digit-range: the form refuses a phone number shorter than minDigits or longer than maxDigits, so
// a minDigits above maxDigits refuses every number and no visitor can send a message.
import type { Site } from '../site.generated.ts';
import type { Reporter } from './reporter.ts';

export function checkDigitRange(site: Site, reporter: Reporter): void {
  const { minDigits, maxDigits } = site.contact.fields.mobileNumber;
  if (minDigits <= maxDigits) return;
  reporter.report('digit-range', {
    path: ['contact', 'fields', 'mobileNumber', 'maxDigits'],
    message: `maxDigits (${maxDigits}) is below minDigits (${minDigits}), so the form would refuse every phone number and no one could send a message.`,
    hint: `make maxDigits at least ${minDigits} (Indian mobile numbers have 10 digits; 15 allows a country code)`,
  });
}
