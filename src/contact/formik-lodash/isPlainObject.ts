// lodash-es/isPlainObject for Formik (swapped in by src/build/formik-lodash-aliases.ts): an object made by {} or
// Object.create(null), not an array, a Date or a class instance.
export default function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as object | null;
  return prototype === null || prototype === Object.prototype;
}
