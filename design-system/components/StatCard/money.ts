import type { FormatNumberOptions, IntlShape } from 'react-intl';

/** SAR from integer halalas (1 SAR = 100 halalas), the unit every money prop uses. */
export function halalasToSar(halalas: number): number {
  return Math.round(halalas) / 100;
}

/**
 * Intl options for an amount of halalas: whole riyals show no decimals ("99 SAR"),
 * anything else shows both halala digits ("99.50 SAR").
 */
function sarFormatOptions(halalas: number): FormatNumberOptions {
  const whole = Math.round(halalas) % 100 === 0;
  return { style: 'currency', currency: 'SAR', minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 };
}

/** An amount of halalas as SAR in the current locale. */
export function formatHalalas(intl: Pick<IntlShape, 'formatNumber'>, halalas: number): string {
  return intl.formatNumber(halalasToSar(halalas), sarFormatOptions(halalas));
}
