import { describe, expect, it } from 'vitest';
import type { MessageKind } from '../db/tables/customer-messages';
import type { Locale } from '../i18n';
import { renderCustomerMessage, whatsappTemplateBodies, type MessageFacts } from './templates';

const locales: Locale[] = ['ar', 'en', 'tr', 'ur'];
const kinds: MessageKind[] = ['booked', 'approved', 'declined', 'moved', 'cancelled', 'reminder'];
const manageUrl = 'https://mawid.example/ar/my-bookings/K7PQ2M';
const optOutUrl = 'https://mawid.example/ar/reminders-off/abc.def';

/** Friday 20 November 2026, 19:30 in Riyadh (UTC+3): an evening visit. */
const riyadhEvening = new Date('2026-11-20T16:30:00Z');

function facts(kind: MessageKind, locale: Locale, more: Partial<MessageFacts> = {}): MessageFacts {
  return {
    kind,
    locale,
    salonName: locale === 'ar' || locale === 'ur' ? 'صالون الأناقة' : 'Elegance Salon',
    timeZone: 'Asia/Riyadh',
    startsAt: riyadhEvening,
    previousStartsAt: kind === 'moved' ? new Date('2026-11-19T14:00:00Z') : null,
    barberName: locale === 'ar' ? 'أحمد' : 'Ahmed',
    reason: kind === 'declined' ? (locale === 'ar' ? 'الصالون مغلق للصيانة' : 'Closed for repairs') : null,
    manageUrl,
    optOutUrl: kind === 'reminder' ? optOutUrl : null,
    ...more,
  };
}

/** The text with its links taken out: what must be in the language's one digit system. */
const withoutLinks = (text: string) => text.replace(/https?:\/\/\S+/g, '');

describe('renderCustomerMessage', () => {
  for (const locale of locales) {
    for (const kind of kinds) {
      it(`${kind} in ${locale}: the salon, the time, the manage link, one digit system, a WhatsApp template filled with the same words`, () => {
        const message = renderCustomerMessage(facts(kind, locale));
        expect(message.text).toContain(locale === 'ar' || locale === 'ur' ? 'صالون الأناقة' : 'Elegance Salon');
        expect(message.text).toContain(manageUrl);
        const words = withoutLinks(message.text);
        if (locale === 'ar') {
          expect(words).toMatch(/[٠-٩]/);
          expect(words).not.toMatch(/[0-9]/);
        } else {
          expect(words).toMatch(/[0-9]/);
          expect(words).not.toMatch(/[٠-٩۰-۹]/);
        }
        expect(message.text.includes(optOutUrl)).toBe(kind === 'reminder');
        expect(message.whatsapp.language).toBe(locale);
        expect(message.whatsapp.template).toMatch(new RegExp(`^mawid_${kind}`));
        // The registered body filled with the parameters is the text the customer reads.
        const body = whatsappTemplateBodies().find((t) => t.name === message.whatsapp.template && t.language === locale)?.body;
        expect(body?.replace(/\{\{(\d+)\}\}/g, (_, n: string) => message.whatsapp.parameters[Number(n) - 1] ?? '?')).toBe(message.text);
        for (const parameter of message.whatsapp.parameters) expect(parameter).not.toMatch(/[\n\t]| {5}/);
      });
    }
  }

  it("writes a Riyadh evening as the salon's clock reads it, in Arabic with the Hijri date and in English", () => {
    const ar = renderCustomerMessage(facts('booked', 'ar')).text;
    expect(ar).toContain('يوم الجمعة، ٢٠ نوفمبر (١٠ جمادى الآخرة ١٤٤٨ هـ) الساعة ٧:٣٠ مساءً لدى أحمد');
    const en = renderCustomerMessage(facts('booked', 'en')).text;
    expect(en).toBe(`Elegance Salon: your booking is confirmed for Friday, November 20 at 7:30 PM with Ahmed. To see, change or cancel it: ${manageUrl}`);
    expect(renderCustomerMessage(facts('booked', 'tr')).text).toContain('20 Kasım Cuma, saat 19:30, Ahmed ile');
    expect(renderCustomerMessage(facts('booked', 'ur')).text).toContain('جمعہ، 20 نومبر، شام 7:30 بجے، Ahmed کے ساتھ');
  });

  it('follows a zone with daylight saving: the same 09:00 UTC is 10:00 before and 11:00 after Berlin changes its clocks', () => {
    const before = renderCustomerMessage(facts('reminder', 'en', { timeZone: 'Europe/Berlin', startsAt: new Date('2026-03-28T09:00:00Z') })).text;
    const after = renderCustomerMessage(facts('reminder', 'en', { timeZone: 'Europe/Berlin', startsAt: new Date('2026-03-29T09:00:00Z') })).text;
    expect(before).toContain('Saturday, March 28 at 10:00 AM');
    expect(after).toContain('Sunday, March 29 at 11:00 AM');
  });

  it("a visit just after midnight in Riyadh is on the salon's day, not the UTC one", () => {
    const text = renderCustomerMessage(facts('cancelled', 'en', { startsAt: new Date('2026-11-20T21:15:00Z') })).text;
    expect(text).toContain('Saturday, November 21 at 12:15 AM');
  });

  it('moved names both times, the old one first', () => {
    const en = renderCustomerMessage(facts('moved', 'en')).text;
    expect(en).toContain('from Thursday, November 19 at 5:00 PM to Friday, November 20 at 7:30 PM with Ahmed');
    const ar = renderCustomerMessage(facts('moved', 'ar')).text;
    expect(ar).toContain('من يوم الخميس، ١٩ نوفمبر الساعة ٥:٠٠ بعد الظهر إلى يوم الجمعة، ٢٠ نوفمبر');
    expect(() => renderCustomerMessage(facts('moved', 'en', { previousStartsAt: null }))).toThrow();
  });

  it('declined says the reason when there is one, and is still whole without', () => {
    const withReason = renderCustomerMessage(facts('declined', 'ar'));
    expect(withReason.text).toContain('السبب: الصالون مغلق للصيانة.');
    expect(withReason.whatsapp.template).toBe('mawid_declined_reason');
    const without = renderCustomerMessage(facts('declined', 'en', { reason: '  ' }));
    expect(without.text).not.toContain('Reason');
    expect(without.whatsapp.template).toBe('mawid_declined');
  });

  it("a booking awaiting the salon's approval is a received request, not a confirmation", () => {
    const message = renderCustomerMessage(facts('booked', 'en', { awaitingApproval: true }));
    expect(message.text).toContain('has received your booking request');
    expect(message.whatsapp.template).toBe('mawid_booked_pending');
  });

  it('without a barber the time stands alone; a reason with line breaks becomes one line for WhatsApp', () => {
    expect(renderCustomerMessage(facts('cancelled', 'tr', { barberName: null })).text).toContain('Zaman: 20 Kasım Cuma, saat 19:30. ');
    const message = renderCustomerMessage(facts('declined', 'en', { reason: 'Closed\n\ttoday' }));
    expect(message.whatsapp.parameters).toContain('Closed today');
  });
});
