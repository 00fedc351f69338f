import type { IntlShape } from 'react-intl';
import { besideHijri, showsHijri } from '../../../shared/hijri';

/** Halalas as the locale writes Saudi riyals (`SAR 45.00`, `٤٥٫٠٠ ر.س.‏`). */
export const formatSar = (intl: IntlShape, halalas: number) => intl.formatNumber(halalas / 100, { style: 'currency', currency: 'SAR' });

/** A length in minutes as the locale writes it (`45 min`, `٤٥ د`). */
export const formatMinutes = (intl: IntlShape, minutes: number) => intl.formatNumber(minutes, { style: 'unit', unit: 'minute', unitDisplay: 'short' });

/** An instant's time on the salon's clock (`10:30 AM`). */
export const formatTime = (intl: IntlShape, instant: string, timeZone: string) => intl.formatTime(instant, { hour: 'numeric', minute: '2-digit', timeZone });

/**
 * An instant's date on the salon's clock (`Sunday, 22 November`); in Arabic with its Umm al-Qura date
 * in brackets after it (`الأحد ٢٢ نوفمبر (١ جمادى الآخرة ١٤٤٨ هـ)`), as the salon's messages to the
 * customer write it (customers have no setting to hide it).
 */
export const formatDay = (intl: IntlShape, instant: string, timeZone: string) => {
  const written = intl.formatDate(instant, { weekday: 'long', day: 'numeric', month: 'long', timeZone });
  return showsHijri(intl.locale) ? besideHijri(written, new Date(instant), timeZone) : written;
};
