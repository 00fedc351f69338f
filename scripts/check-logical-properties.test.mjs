import { describe, expect, it } from 'vitest';
import { findPhysicalProperties } from './check-logical-properties.mjs';

describe('findPhysicalProperties', () => {
  it('flags physical margins, paddings, insets, borders, alignment and float', () => {
    const source = [
      "export const a = style({ marginLeft: 4 });",
      "export const b = style({ paddingRight: vars.space.small });",
      "export const c = style({ left: 0 });",
      "export const d = style({ borderLeftColor: 'red' });",
      "export const e = style({ textAlign: 'right' });",
      "export const f = style({ float: 'left' });",
      "export const g = style({ margin: '0 4px 0 8px' });",
      "globalStyle('x', { 'margin-right': '1px' });",
      "export const h = style({ borderTopLeftRadius: 4 });",
    ].join('\n');
    expect(findPhysicalProperties(source).map((p) => p.line)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('accepts logical properties and symmetric shorthands', () => {
    const source = [
      "export const a = style({ marginInlineStart: 4, paddingInline: vars.space.small });",
      "export const b = style({ insetInlineEnd: 0, borderInlineStartColor: 'red', textAlign: 'start' });",
      "export const c = style({ margin: 0, padding: '4px 8px', borderStartStartRadius: 4 });",
      "export const d = style({ borderWidth: `calc(${vars.size.borderWidth} * 6)`, padding: `${vars.space.small} ${vars.space.large}` });",
      "// a comment mentioning marginLeft is fine",
    ].join('\n');
    expect(findPhysicalProperties(source)).toEqual([]);
  });
});
