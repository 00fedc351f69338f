import { describe, expect, it } from 'vitest';
import { emptyMultilingual, fieldNameFor, missingLanguages } from './multilingual';

describe('missingLanguages', () => {
  it('lists empty languages in product order', () => {
    expect(missingLanguages({ ar: 'صالون', en: '', tr: '  ', ur: 'سیلون' })).toEqual(['en', 'tr']);
    expect(missingLanguages(emptyMultilingual())).toEqual(['ar', 'en', 'tr', 'ur']);
  });
  it('can look at the required languages only', () => {
    expect(missingLanguages({ ar: 'صالون', en: '' }, ['ar', 'en'])).toEqual(['en']);
    expect(missingLanguages({ ar: 'صالون', en: 'Salon' }, ['ar', 'en'])).toEqual([]);
  });
});

describe('fieldNameFor', () => {
  it('follows the API names', () => {
    expect(fieldNameFor('name', 'ar')).toBe('name_ar');
    expect(fieldNameFor('description', 'ur')).toBe('description_ur');
  });
});
