// Formik (the design card's form library) takes four helpers from lodash-es, and with cloneDeep
// came its whole cloning machinery (stacks, hash maps, typed-array and buffer copies): about 4 KB
// of the /contact page's first JavaScript, whose budget is 120 KB. The contact form's values are
// plain strings, so the few lines in src/contact/formik-lodash/ do the same job; the build and the
// tests both use them.
import { fileURLToPath } from 'node:url';

const here = (file: string) => fileURLToPath(new URL(`../contact/formik-lodash/${file}`, import.meta.url));

export const formikLodashAliases = ['clone', 'cloneDeep', 'isPlainObject', 'toPath'].map((name) => ({
  find: new RegExp(`^lodash-es/${name}(\\.js)?$`),
  replacement: here(`${name}.ts`),
}));
