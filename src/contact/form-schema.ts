// The Yup schema Formik uses: a thin wrapper over the shared rules, so the browser and the server
// can never disagree about what a valid message is.
import { object, string, type ObjectSchema } from 'yup';
import type { ContactSettings } from '../content/site.generated.ts';
import { contactFieldNames, contactRules, firstFailure, type ContactValues } from './rules.ts';

export function contactFormSchema(settings: ContactSettings): ObjectSchema<ContactValues> {
  const rules = contactRules(settings);
  const shape = Object.fromEntries(
    contactFieldNames.map((name) => [
      name,
      string()
        .defined()
        .default('')
        .test({
          name: 'contact-rules',
          test(value, context) {
            const message = firstFailure(rules[name], value ?? '');
            return message ? context.createError({ message }) : true;
          },
        }),
    ]),
  );
  return object(shape) as ObjectSchema<ContactValues>;
}
