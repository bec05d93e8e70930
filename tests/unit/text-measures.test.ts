// graphemeLength and fillTemplate skip Intl for the common cases (plain ASCII text, small whole
// numbers), so a page does not pay for the browser's locale data; these check the shortcuts give
// exactly what Intl gives, on any input.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { graphemeLength } from '../../src/content/graphemes.ts';
import { fillTemplate } from '../../src/content/fill-template.ts';

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const countedByIntl = (text: string) => [...segmenter.segment(text)].length;
const groupedByIntl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

describe('graphemeLength', () => {
  it('counts as Intl.Segmenter does, ASCII with line breaks, Hindi and emoji alike', () => {
    const text = fc.oneof(
      fc.string({ unit: fc.constantFrom('a', ' ', '\n', '\r', '\t', '~', 'कि', 'ा', '🇮🇳', '👨‍👩‍👧', 'é', 'e\u0301') }),
      fc.string({ unit: 'grapheme-ascii' }),
      fc.string({ unit: 'binary' }),
    );
    fc.assert(fc.property(text, (value) => graphemeLength(value) === countedByIntl(value)));
  });

  it('counts a carriage return and line feed together as one character', () => {
    expect(graphemeLength('a\r\nb')).toBe(3);
    expect(graphemeLength('किताब')).toBe(3);
  });
});

describe('fillTemplate numbers', () => {
  it('writes every number as Intl writes it the Indian way', () => {
    // Minus zero aside: Intl writes it "-0", a reader expects "0" (below).
    const double = fc.double({ noNaN: true, min: -1e7, max: 1e7 }).filter((value) => !Object.is(value, -0));
    // Small and mid-sized integers weighted in: the shortcut's edge (1,000) must be crossed often.
    const number = fc.oneof(fc.integer({ min: -2_000, max: 2_000 }), fc.integer({ min: -2_000_000, max: 2_000_000 }), double);
    fc.assert(fc.property(number, (value) => fillTemplate('{n}', { n: value }) === groupedByIntl.format(value)));
  });

  it('groups from a thousand up, and not below', () => {
    expect(fillTemplate('{a} {b} {c} {d} {e}', { a: 999, b: 1000, c: -1000, d: 2.5, e: -0 })).toBe('999 1,000 -1,000 2.5 0');
  });
});
