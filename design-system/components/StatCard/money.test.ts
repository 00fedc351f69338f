import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formatHalalas, halalasToSar } from './money';

describe('money from halalas', () => {
  it('turns halalas into riyals', () => {
    expect(halalasToSar(9950)).toBe(99.5);
    expect(halalasToSar(0)).toBe(0);
  });

  it('formats whole riyals without decimals and partial riyals with two', () => {
    const intl = createIntl({ locale: 'en-US', messages: {} });
    // Intl puts a no-break space between the currency code and the amount.
    const format = (halalas: number) => formatHalalas(intl, halalas).replace(/\u00a0/g, ' ');
    expect(format(9900)).toBe('SAR 99');
    expect(format(9950)).toBe('SAR 99.50');
    expect(format(123456789)).toBe('SAR 1,234,567.89');
  });

  it('uses the locale’s digits and currency sign', () => {
    const intl = createIntl({ locale: 'ar-SA-u-ca-gregory', messages: {} });
    const text = formatHalalas(intl, 1500);
    expect(text).toContain('١٥');
    expect(text).not.toContain('15');
  });
});
