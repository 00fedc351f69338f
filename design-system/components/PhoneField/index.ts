export { PhoneField, type PhoneFieldProps } from './PhoneField';
export { mobileProblem, normaliseMobile, phoneCountryCodes, saudiCountryCode, saudiMobilePattern, type MobileProblem, type PhoneCountryCode, type PhoneValue } from './phone';
