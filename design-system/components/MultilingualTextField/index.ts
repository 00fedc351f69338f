export { MultilingualTextField, multilingualLayouts } from './MultilingualTextField';
export { type MultilingualValue } from './multilingual';
