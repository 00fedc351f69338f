export { LanguageSwitch, type LanguageOption, type LanguageSwitchProps } from './LanguageSwitch';
