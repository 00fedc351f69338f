export { PhoneField } from './PhoneField';
export { saudiCountryCode,    type PhoneValue } from './phone';
