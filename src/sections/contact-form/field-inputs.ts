import type { ComponentProps } from 'react';
import type { ContactFields } from '../../content/site.generated.ts';
import type { ContactFieldName } from '../../contact/rules.ts';
import type { Field } from './Field.tsx';

type FieldInput = Omit<ComponentProps<typeof Field>, 'name' | 'id' | 'label'>;

/**
 * How each field takes its value on a phone (keyboard, autofill, capitals) and its size from
 * site.yaml. Keyed by the schema's fields, so a field added to the schema without an entry here
 * does not compile.
 */
export function fieldInputs(fields: ContactFields): Record<ContactFieldName, FieldInput> {
  return {
    firstName: { autoComplete: 'given-name', autoCapitalize: 'words' },
    lastName: { autoComplete: 'family-name', autoCapitalize: 'words' },
    email: { type: 'email', autoComplete: 'email', autoCapitalize: 'none', spellCheck: false },
    mobileNumber: { type: 'tel', inputMode: 'numeric', autoComplete: 'tel' },
    subject: { rows: fields.subject.rows, multiline: fields.subject.multiline, wide: true },
    message: { rows: fields.message.rows, multiline: fields.message.multiline, wide: true },
  };
}
