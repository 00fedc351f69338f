/**
 * Messages to customers in the demo (issue 19): the Riyadh salon sends by WhatsApp with SMS as
 * fallback and reminds 24 h and 2 h before; this month's count; reservation 4's messages; the
 * preview of each message, in the server's own words (its catalogue, `api.customerMessages.*`),
 * for a visit tomorrow at 17:00 with Ahmed. Typed from the contract and checked with the rest of
 * the demo (fixtures.test.ts).
 */
import type { Schema } from '../../api-spec';
import { intlLocale } from '../../app/i18n/locales';
import { NOW, riyadh, serverSays, textIn, type Locale } from './fixtures';
import type { Body, Route } from './http';

type Answers = { [R in Route]?: Body<R> };

const salonName = (locale: Locale) => textIn(locale, ['صالون الأناقة', 'Elegance Salon', 'Zarafet Kuaförü', 'ایلیگنس سیلون']);
const barberName = (locale: Locale) => textIn(locale, ['أحمد', 'Ahmed', 'Ahmet', 'احمد']);

export function messageSettings(overrides: Partial<Schema<'MessageSettings'>> = {}): Schema<'MessageSettings'> {
  return { salon_id: 1, channel: 'whatsapp_sms', reminders_enabled: true, reminder_offsets_minutes: [1440, 120], ...overrides };
}

const messageUsage: Schema<'MessageUsage'> = {
  salon_id: 1, month: '2026-11', time_zone: 'Asia/Riyadh', total: 42, by_channel: { whatsapp: 30, sms: 12 }, by_status: { sent: 4, delivered: 10, read: 27, failed: 1 },
};

/** A message as the server's templates write it, from the sample facts the preview uses. */
export function messagePreview(kind: Schema<'CustomerMessageKind'>, locale: Locale): Schema<'CustomerMessagePreview'> {
  const when = (time: string) => {
    const at = new Date(riyadh(1, time));
    const date = new Intl.DateTimeFormat(intlLocale[locale], { timeZone: 'Asia/Riyadh', weekday: 'long', day: 'numeric', month: 'long' }).format(at);
    const clock = new Intl.DateTimeFormat(intlLocale[locale], { timeZone: 'Asia/Riyadh', hour: 'numeric', minute: '2-digit' }).format(at);
    return serverSays(locale, 'api.customerMessages.when', { date, time: clock });
  };
  const origin = 'https://mawid.sa';
  const values = {
    salon: salonName(locale),
    slot: serverSays(locale, 'api.customerMessages.slot', { when: when('17:00'), hasBarber: 'yes', barber: barberName(locale) }),
    previous: when('16:00'),
    reason: serverSays(locale, 'api.messageSettings.sample_reason'),
    manage: `${origin}/${locale}/my-bookings/Xq3vT9bK2mNpL8sRw4yZ1A`,
    optOut: `${origin}/${locale}/reminders-off/example`,
  };
  const variant = kind === 'declined' ? 'declined_reason' : kind;
  return {
    kind,
    locale,
    text: serverSays(locale, `api.customerMessages.${variant}`, values),
    whatsapp: { template: `mawid_${variant}`, language: locale, parameters: [values.salon, values.slot, values.manage] },
  };
}

/** Reservation 4's messages: its booking delivered by WhatsApp, the day-before reminder by SMS after WhatsApp failed, the 2-hour one sent by WhatsApp; a change not told (messages were off then). */
function reservationMessages(): Schema<'CustomerMessage'>[] {
  const none = { skip_reason: null, delivered_at: null, read_at: null, failed_at: null };
  return [
    { ...none, id: 31, kind: 'booked', status: 'read', channel: 'whatsapp', offset_minutes: null, locale: 'ar', send_at: riyadh(-2, '18:40'), sent_at: riyadh(-2, '18:40'), delivered_at: riyadh(-2, '18:41'), read_at: riyadh(-2, '19:02') },
    { ...none, id: 32, kind: 'reminder', status: 'delivered', channel: 'sms', offset_minutes: 1440, locale: 'ar', send_at: riyadh(-1, '10:00'), sent_at: riyadh(-1, '10:01'), delivered_at: riyadh(-1, '10:01') },
    { ...none, id: 33, kind: 'reminder', status: 'sent', channel: 'whatsapp', offset_minutes: 120, locale: 'ar', send_at: riyadh(0, '08:00'), sent_at: riyadh(0, '08:00') },
    { ...none, id: 34, kind: 'moved', status: 'skipped', channel: null, skip_reason: 'channel_off', offset_minutes: null, locale: 'ar', send_at: NOW, sent_at: null },
  ];
}

export function messageDemo(locale: Locale) {
  return {
    'GET /provider/salons/{id}/messages': { data: messageSettings(), message: '' },
    'PUT /provider/salons/{id}/messages': { data: messageSettings(), message: serverSays(locale, 'api.messageSettings.saved') },
    'GET /provider/salons/{id}/messages/preview': { data: messagePreview('reminder', locale), message: '' },
    'GET /provider/salons/{id}/messages/usage': { data: messageUsage, message: '' },
    'GET /provider/reservations/{id}/messages': { data: reservationMessages(), message: '' },
    // The customer presses "Stop reminders" on a reminder's link.
    'POST /public/messages/opt-out': { data: { business: salonName(locale) }, message: serverSays(locale, 'api.customerMessages.opt_out.done', { business: salonName(locale) }) },
  } satisfies Answers;
}
