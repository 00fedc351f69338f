import { describe, expect, it } from 'vitest';
import { toLatinDigits } from './digits';

describe('toLatinDigits', () => {
  it('turns Arabic-Indic and Extended Arabic-Indic digits into 0-9', () => {
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toLatinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
  });
  it('leaves other characters alone', () => {
    expect(toLatinDigits('+٩٦٦ 5a-1')).toBe('+966 5a-1');
  });
});
