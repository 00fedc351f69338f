export { Inline, inlineAligns } from './Inline';
