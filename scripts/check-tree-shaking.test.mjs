import { describe, expect, it } from 'vitest';
import { componentsIn } from './check-tree-shaking.mjs';

describe('componentsIn', () => {
  it('names the components whose debug class names appear', () => {
    expect(componentsIn('.Button_button__1x2y3 {} .Table_row__ab12c { } Spinner_spinner__zz9')).toEqual(['Button', 'Spinner', 'Table']);
  });
  it('finds nothing in plain text', () => {
    expect(componentsIn('export const a = 1;')).toEqual([]);
  });
});
