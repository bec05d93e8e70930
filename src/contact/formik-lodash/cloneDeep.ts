// Formik's deep copy of a form's initial values, errors and touched (lodash-es/cloneDeep, swapped in
// by src/build/formik-lodash-aliases.ts): plain data, which the browser's own structuredClone copies.
export default function cloneDeep<T>(value: T): T {
  return value === undefined ? value : structuredClone(value);
}
