export { LanguageSwitch, type LanguageOption } from './LanguageSwitch';
