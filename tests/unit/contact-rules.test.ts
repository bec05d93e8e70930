// The spec's validation messages (section 5), word for word, from the one shared rule set,
// through both the plain validator (server) and the Yup schema (form).
import { describe, expect, it } from 'vitest';
import { fixtureSite } from '../fixture-site.ts';
import { contactRules, validateContactFields, type ContactValues } from '../../src/contact/rules.ts';
import { contactFormSchema } from '../../src/contact/form-schema.ts';

const settings = fixtureSite.contact;
const rules = contactRules(settings);
const valid: ContactValues = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.in',
  mobileNumber: '9876543210',
  subject: 'Withdrawal',
  message: 'My withdrawal is pending.\nPlease help.',
};

async function yupErrors(values: ContactValues): Promise<Record<string, string>> {
  try {
    await contactFormSchema(settings).validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner;
    return Object.fromEntries(inner.map((e) => [e.path, e.message]));
  }
}

const cases: [string, Partial<ContactValues>, Record<string, string>][] = [
  [
    'empty form',
    { firstName: '', lastName: '', email: '', mobileNumber: '', subject: '', message: '' },
    {
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
      email: 'Email is required',
      mobileNumber: 'Phone number is required',
      subject: 'Subject is required',
      message: 'Message is required',
    },
  ],
  ['only spaces', { firstName: '   ' }, { firstName: 'First Name is required' }],
  ['an invalid email', { email: 'asha@' }, { email: 'Invalid email' }],
  ['a phone with letters', { mobileNumber: '98765abcde' }, { mobileNumber: 'Phone number must be numeric' }],
  ['a phone with a stray symbol', { mobileNumber: '98765#43210' }, { mobileNumber: 'Phone number must be numeric' }],
  ['a short phone written with +91', { mobileNumber: '+91 98765 4321' }, { mobileNumber: 'Phone number must be at least 10 digits' }],
  ['a short phone', { mobileNumber: '987654321' }, { mobileNumber: 'Phone number must be at least 10 digits' }],
  ['a long phone', { mobileNumber: '1234567890123456' }, { mobileNumber: 'Phone number must be at most 15 digits' }],
  ['a long name', { lastName: 'x'.repeat(101) }, { lastName: 'Last Name must be at most 100 characters' }],
  ['a line break in the subject', { subject: 'Hello\nthere' }, { subject: 'Subject must be on one line' }],
  // Numbers in messages are grouped the Indian way (src/content/fill-template.ts).
  ['a long message', { message: 'x'.repeat(5001) }, { message: 'Your Message must be at most 5,000 characters' }],
];

describe('contact rules', () => {
  it('accept a valid message, line breaks in the message included', async () => {
    expect(validateContactFields(valid, rules)).toEqual({});
    expect(await yupErrors(valid)).toEqual({});
  });

  it.each([
    '+91 98765 43210',
    '+919876543210',
    '98765-43210',
    '98765 43210',
    '0091 98765 43210',
    '०९८७६५४३२१०'.slice(1),
    '(011) 4567 8900',
  ])('accept the phone number %j as people write it, in the form and on the server alike', async (mobileNumber) => {
    expect(validateContactFields({ ...valid, mobileNumber }, rules)).toEqual({});
    expect(await yupErrors({ ...valid, mobileNumber })).toEqual({});
  });

  it.each(['asha@उदाहरण.भारत', 'asha@xn--p1b6ci4b4b3a.xn--h2brj9c', 'asha@bücher.example'])(
    'accept the internationalised address %j',
    (email) => {
      expect(validateContactFields({ ...valid, email }, rules)).toEqual({});
    },
  );

  it('count a Hindi name by its letters, not its code points', () => {
    // कि is one letter made of two code points (क and the vowel sign ि): 100 letters fit the
    // limit of 100, though they are 200 code points; 101 do not.
    expect(validateContactFields({ ...valid, firstName: 'कि'.repeat(100) }, rules)).toEqual({});
    expect(validateContactFields({ ...valid, firstName: 'कि'.repeat(101) }, rules)).toEqual({
      firstName: 'First Name must be at most 100 characters',
    });
  });

  for (const [name, change, expected] of cases) {
    it(`give the spec's message for ${name}, in the form and on the server alike`, async () => {
      const values = { ...valid, ...change };
      expect(validateContactFields(values, rules)).toEqual(expected);
      expect(await yupErrors(values)).toEqual(expected);
    });
  }
});
