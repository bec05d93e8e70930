// The one phone rule the form and the server share: what people type becomes the digits support
// staff dial, and only what is really wrong (letters, too few digits) is left for the rules to refuse.
import { describe, expect, it } from 'vitest';
import { asciiDigits, normalizePhone, phoneDigitCount } from '../../src/contact/phone.ts';
import { normalizeContactValues } from '../../src/contact/rules.ts';

describe('normalizePhone', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['  9876543210 ', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['0091 98765 43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['98765\u00a043210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['(011) 4567 8900', '1145678900'],
    ['+91 11 4567 8900', '1145678900'],
    ['९८७६५ ४३२१०', '9876543210'],
    ['+९१ ९८७६५ ४३२१०', '9876543210'],
    ['৯৮৭৬৫৪৩২১০', '9876543210'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('reads %j as %j', (typed, stored) => {
    expect(normalizePhone(typed)).toBe(stored);
  });

  it.each(['98765abcde', 'call me', '+', '98765#43210', '98765/43210 x'])('leaves %j for the rules to refuse', (typed) => {
    expect(normalizePhone(typed)).toBe(typed.trim());
  });

  it('keeps a short number short, so the rules can say so', () => {
    expect(phoneDigitCount(normalizePhone('+91 98765'))).toBe(5);
    expect(phoneDigitCount(normalizePhone('98765 4321'))).toBe(9);
  });

  it('turns the digits of Indian scripts into ASCII and leaves the rest alone', () => {
    expect(asciiDigits('१२३ abc ௪௫')).toBe('123 abc 45');
  });
});

it('stores a valid message with its phone number normalised and its email trimmed, the rest as typed', () => {
  const values = {
    firstName: ' Asha ',
    lastName: 'Verma',
    email: ' asha@example.in ',
    mobileNumber: '+91 98765 43210',
    subject: 'Hi',
    message: ' text ',
  };
  expect(normalizeContactValues(values)).toEqual({ ...values, email: 'asha@example.in', mobileNumber: '9876543210' });
});
