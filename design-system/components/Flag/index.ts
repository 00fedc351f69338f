export { Flag, flagCountries, type FlagCountry, type FlagProps } from './Flag';
