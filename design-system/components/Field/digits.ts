const ARABIC_INDIC_ZERO = 0x0660; // ٠
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0; // ۰ (Urdu, Persian)

/**
 * Digits typed on an Arabic or Urdu keyboard (Arabic-Indic ٠-٩, Extended Arabic-Indic ۰-۹)
 * become ASCII 0-9; everything else is kept as it is.
 */
export function toLatinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= EXTENDED_ARABIC_INDIC_ZERO ? EXTENDED_ARABIC_INDIC_ZERO : ARABIC_INDIC_ZERO));
  });
}
