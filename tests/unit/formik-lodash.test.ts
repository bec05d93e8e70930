// The four lodash-es helpers Formik uses, swapped for small ones in the build and the tests
// (src/build/formik-lodash-aliases.ts), give what lodash gives for what Formik hands them: field
// names, form values, errors and touched maps.
import { describe, expect, it } from 'vitest';
// lodash itself (Formik's CommonJS build depends on it; lodash-es is swapped here), to compare with.
import lodash from 'lodash';
import clone from '../../src/contact/formik-lodash/clone.ts';
import cloneDeep from '../../src/contact/formik-lodash/cloneDeep.ts';
import isPlainObject from '../../src/contact/formik-lodash/isPlainObject.ts';
import toPath from '../../src/contact/formik-lodash/toPath.ts';

const values = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.in',
  phone: '9876543210',
  subject: 'Withdrawal',
  message: 'नमस्ते',
};

class Kept {
  field = 'x';
}

describe("Formik's lodash helpers", () => {
  it('read field names as lodash does', () => {
    for (const name of ['firstName', 'a.b', 'items[0].name', 'a[1][2].b', ['x', 'y']]) {
      expect(toPath(name), String(name)).toEqual(lodash.toPath(name));
    }
  });

  it('copy values, errors and touched as lodash does, without sharing them', () => {
    for (const value of [values, { firstName: true }, {}, { list: ['a', { b: 'c' }] }, undefined, 'text', 3]) {
      const deep = cloneDeep(value);
      expect(deep).toEqual(lodash.cloneDeep(value));
      if (value && typeof value === 'object') expect(deep).not.toBe(value);
      const shallow = clone(value);
      expect(shallow).toEqual(lodash.clone(value));
    }
    expect(clone(new Kept())).toBeInstanceOf(Kept);
    expect(clone(['a', 'b'])).toEqual(['a', 'b']);
  });

  it('tell plain objects from others as lodash does', () => {
    [values, {}, Object.create(null), [], new Date(), null, 'text', new Kept()].forEach((value, index) => {
      expect(isPlainObject(value), `value ${index}`).toBe(lodash.isPlainObject(value));
    });
  });
});
