/** The languages every translatable text is kept in (`name_ar`, `name_en`, …). */
export const multilingualLanguages = ['ar', 'en', 'tr', 'ur'] as const;
export type MultilingualLanguage = (typeof multilingualLanguages)[number];
export type MultilingualValue = Record<MultilingualLanguage, string>;

/** Arabic and Urdu are written right to left. */
export const languageDirection: Record<MultilingualLanguage, 'rtl' | 'ltr'> = { ar: 'rtl', en: 'ltr', tr: 'ltr', ur: 'rtl' };

export function emptyMultilingual(): MultilingualValue {
  return { ar: '', en: '', tr: '', ur: '' };
}

/** Languages whose text is empty (spaces only counts as empty), in the product's language order. */
export function missingLanguages(value: Partial<MultilingualValue>, languages: readonly MultilingualLanguage[] = multilingualLanguages): MultilingualLanguage[] {
  return languages.filter((language) => (value[language] ?? '').trim() === '');
}

/** The form field name of one language: `name` + `_ar` (the API's `name_ar`, `name_en`, …). */
export function fieldNameFor(name: string, language: MultilingualLanguage): string {
  return `${name}_${language}`;
}
