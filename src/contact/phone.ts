// Phone numbers as people really type them, and as phones autofill them: "+91 98765 43210",
// "98765-43210", "(011) 4567 8900", or in Devanagari digits. One rule, used by the form (to check)
// and by the server (to check and to store), turns them into the digits support staff dial.

/** The zero of each run of decimal digits people in India may type: ASCII, Arabic-Indic, the Indic scripts, full-width. */
const digitZeros = [0x30, 0x660, 0x6f0, 0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6, 0xc66, 0xce6, 0xd66, 0xff10];

/** Every decimal digit of the scripts above as its ASCII digit; anything else is left as it is. */
export function asciiDigits(value: string): string {
  let out = '';
  for (const char of value) {
    // A string's iterator yields whole code points, never an empty string: 0 is only for the compiler.
    const code = char.codePointAt(0) ?? 0;
    const zero = digitZeros.find((start) => code >= start && code <= start + 9);
    out += zero === undefined ? char : String(code - zero);
  }
  return out;
}

/** What people put between digit groups: spaces of every width, hyphens and dashes, dots, brackets. */
const groupSeparators = /[\s\u00a0\u2000-\u200b\u202f\u205f\u3000().\-\u2010-\u2015\u2212]/g;

/**
 * The number as digits. India's +91 (or 0091) and the trunk 0 are dropped, so a mobile number is
 * its 10 digits however it was written; another country's number keeps its leading +. Text that is
 * not a phone number (it has letters, say) comes back trimmed but otherwise as typed, so the rules
 * can say what is wrong with it.
 */
export function normalizePhone(raw: string): string {
  const trimmed = raw.trim();
  const compact = asciiDigits(trimmed).replace(groupSeparators, '');
  if (!/^(\+|00)?[0-9]+$/.test(compact)) return trimmed;
  const international = /^(?:\+|00)([0-9]+)$/.exec(compact);
  if (international) {
    const [, number] = international;
    // +91: an Indian number written for the world (autofill writes it this way); its national
    // digits are what counts, so a digit missing after +91 is still "too short".
    if (number.startsWith('91')) return number.slice(2);
    return `+${number}`;
  }
  // 91 and a mobile number without the plus, or the trunk 0 before a 10-digit number.
  if (/^91[6-9][0-9]{9}$/.test(compact)) return compact.slice(2);
  if (/^0[0-9]{10}$/.test(compact)) return compact.slice(1);
  return compact;
}

/** How many digits a normalised number has (its leading + is not a digit). */
export function phoneDigitCount(normalized: string): number {
  return normalized.replace(/^\+/, '').length;
}
