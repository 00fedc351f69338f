export { Flag, flagCountries, type FlagCountry } from './Flag';
