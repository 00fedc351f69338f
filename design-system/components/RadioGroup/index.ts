export { Radio, RadioGroup } from './RadioGroup';
