import { describe, expect, it } from 'vitest';
import { validationErrorsFrom } from './validationErrors';

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
