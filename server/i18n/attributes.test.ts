// Attribute display names (spec section 3): every field the spec names has a label in the four
// languages, and the validation messages name the field by it (as Laravel's `attributes` do).
import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { specDocument } from '../http/spec';
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

type SchemaNode = Record<string, unknown> & { $ref?: string };

/** Every name a request can carry (body properties at any depth, query and path parameters): what a 422 may name. */
function requestFieldNames(): Set<string> {
  const document = specDocument() as { paths: Record<string, Record<string, SchemaNode>> };
  const resolve = (node: unknown): SchemaNode | undefined => {
    let current = node as SchemaNode | undefined;
    while (current?.$ref) current = current.$ref.split('/').slice(1).reduce<SchemaNode>((o, k) => o[k] as SchemaNode, document as unknown as SchemaNode);
    return current;
  };
  const names = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (node: unknown) => {
    const schema = resolve(node);
    if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
    seen.add(schema);
    for (const [name, child] of Object.entries((schema.properties ?? {}) as Record<string, unknown>)) {
      names.add(name);
      walk(child);
    }
    if (typeof schema.items === 'object') walk(schema.items);
    for (const key of ['oneOf', 'anyOf', 'allOf']) for (const branch of (schema[key] ?? []) as unknown[]) walk(branch);
  };
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item)) {
      if (!operation || typeof operation !== 'object' || Array.isArray(operation)) continue;
      for (const parameter of [...((item.parameters ?? []) as unknown[]), ...((operation.parameters ?? []) as unknown[])]) {
        const resolved = resolve(parameter) as { in?: string; name?: string };
        if (resolved.in !== 'header' && resolved.name) names.add(resolved.name);
      }
      const body = resolve(operation.requestBody) as { content?: Record<string, { schema?: unknown }> } | undefined;
      for (const media of Object.values(body?.content ?? {})) walk(media.schema);
    }
  }
  return names;
}

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

  it('exist for every field a request of the contract carries, so no message shows a raw key ("صيغة حقل phone")', () => {
    const missing = locales.flatMap((locale) => [...requestFieldNames()].filter((field) => !hasMessage(`api.attribute.${field}`, locale)).map((field) => `${locale}: ${field}`));
    expect(missing).toEqual([]);
    expect(fieldErrors('ar', [{ keyword: 'pattern', instancePath: '/phone', schemaPath: '#/pattern', params: {} }], 'body')).toEqual({ phone: ['صيغة حقل رقم الهاتف غير صحيحة.'] });
    expect(fieldErrors('en', [{ keyword: 'minimum', instancePath: '/before_minutes', schemaPath: '#/minimum', params: { limit: 0 } }], 'body')).toEqual({
      before_minutes: ['The minutes before field must be at least 0.'],
    });
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
