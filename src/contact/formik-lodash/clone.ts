// Formik's shallow copy (lodash-es/clone, swapped in by src/build/formik-lodash-aliases.ts): a new
// array or object with the same prototype ("this keeps inheritance when obj is a class", formik says).
export default function clone<T>(value: T): T {
  if (Array.isArray(value)) return [...value] as T;
  if (typeof value !== 'object' || value === null) return value;
  return Object.assign(Object.create(Object.getPrototypeOf(value) as object | null) as object, value) as T;
}
