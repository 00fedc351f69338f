export { Inline, inlineAligns, type InlineAlign, type InlineProps } from './Inline';
