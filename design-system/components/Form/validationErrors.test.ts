import { describe, expect, it } from 'vitest';
import { validationErrorsFrom, withoutFields } from './validationErrors';

describe('validationErrorsFrom', () => {
  it('maps a 422 body to field → messages', () => {
    const body = {
      code: 'validation_failed',
      message: 'The given data was invalid.',
      errors: { mobile: ['رقم الجوال غير صحيح'], 'name.ar': ['الاسم مطلوب', 'الاسم قصير جداً'] },
    };
    expect(validationErrorsFrom(body)).toEqual({ mobile: ['رقم الجوال غير صحيح'], 'name.ar': ['الاسم مطلوب', 'الاسم قصير جداً'] });
  });

  it('accepts a single message string for a field', () => {
    expect(validationErrorsFrom({ errors: { otp: 'Invalid code' } })).toEqual({ otp: ['Invalid code'] });
  });

  it('drops empty and non-string messages and fields left without any', () => {
    expect(validationErrorsFrom({ errors: { a: [], b: ['', '  ', 3, null], c: ['ok', 7] } })).toEqual({ c: ['ok'] });
  });

  it('gives no errors for bodies that carry none', () => {
    expect(validationErrorsFrom(null)).toEqual({});
    expect(validationErrorsFrom('<html>502</html>')).toEqual({});
    expect(validationErrorsFrom({ code: 'unauthenticated', message: 'Unauthenticated.' })).toEqual({});
    expect(validationErrorsFrom({ errors: ['not', 'a', 'map'] })).toEqual({});
  });
});

describe('withoutFields', () => {
  const errors = { mobile: ['رقم الجوال غير صحيح'], email: ['taken'] };

  it('leaves out the fields the user has typed in since', () => {
    expect(withoutFields(errors, new Set(['mobile']))).toEqual({ email: ['taken'] });
    expect(withoutFields(errors, new Set(['mobile', 'email']))).toEqual({});
  });

  it('gives back the same object when none of the fields has an error', () => {
    expect(withoutFields(errors, new Set())).toBe(errors);
    expect(withoutFields(errors, new Set(['name']))).toBe(errors);
  });
});
