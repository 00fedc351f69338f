// Attribute display names (spec section 3): every field the spec names has a label in the four
// languages, and the validation messages name the field by it (as Laravel's `attributes` do).
import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../http/validation';
import { hasMessage, locales, translate } from './index';

const specFields = [
  'name', 'price', 'quantity', 'offer_type', 'offer_value', 'start_date', 'end_date', 'barcode', 'max_purchase_quantity',
  'max_use_number', 'order_min_cost', 'refund_reason', 'bank_type', 'bank_user_name', 'account_number', 'iban_number',
  'delivery_charge', 'application_dues', 'refund_period', 'order_added_tax', 'currency_id',
  ...['name', 'title', 'body', 'description', 'reason', 'skills'].flatMap((field) => locales.map((l) => `${field}_${l}`)),
  // The form fields the spec's validation section names.
  'password_confirmation', 'old_password',
];

const required = (field: string): ErrorObject => ({ keyword: 'required', instancePath: '', schemaPath: '#/required', params: { missingProperty: field } });

describe('attribute labels', () => {
  it('exist for every field the spec names, in ar, en, tr and ur, each different from the raw key', () => {
    for (const locale of locales) {
      for (const field of specFields) {
        expect(hasMessage(`api.attribute.${field}`, locale), `${locale}: ${field}`).toBe(true);
        expect(translate(locale, `api.attribute.${field}`)).not.toMatch(/_/);
      }
    }
  });

  it('name the field in validation messages, per language, for nested unit rows too', () => {
    expect(fieldErrors('en', [required('iban_number')], 'body')).toEqual({ iban_number: ['The IBAN field is required.'] });
    expect(fieldErrors('ar', [required('description_tr')], 'body')).toEqual({ description_tr: ['حقل الوصف (بالتركية) مطلوب.'] });
    expect(fieldErrors('tr', [{ ...required('max_purchase_quantity'), instancePath: '/units/3' }], 'body')).toEqual({
      'units.3.max_purchase_quantity': ['azami satın alma miktarı alanı zorunludur.'],
    });
    expect(fieldErrors('ur', [required('currency_id')], 'body')).toEqual({ currency_id: ['کرنسی کا خانہ لازمی ہے۔'] });
  });
});
