export { MultilingualTextField, multilingualLayouts, type MultilingualLayout, type MultilingualTextFieldProps } from './MultilingualTextField';
export { emptyMultilingual, fieldNameFor, languageDirection, missingLanguages, multilingualLanguages, type MultilingualLanguage, type MultilingualValue } from './multilingual';
