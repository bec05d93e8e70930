// lodash-es/toPath for Formik (swapped in by src/build/formik-lodash-aliases.ts): a field name's path, 'a.b[0].c' ->
// ['a', 'b', '0', 'c'] (the contact form's names are plain words; quoted keys are not needed).
export default function toPath(value: string | readonly string[]): string[] {
  return Array.isArray(value) ? [...(value as readonly string[])] : (String(value).match(/[^.[\]]+/g) ?? []);
}
