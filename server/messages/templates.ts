/**
 * The words of every message to a customer (issue 19, docs/customer-messages.md): one text per kind
 * and language from the server's catalogue (`server/i18n/messages/<locale>/customer-messages.json`,
 * keys `api.customerMessages.*`, checked by `npm run check` like every other message), the visit's
 * time written with Intl in the salon's zone for that language, the manage link always and the
 * opt-out link on reminders.
 *
 * The same words go out by SMS (`text`) and as a WhatsApp template message (`whatsapp`): each
 * catalogue key is one approved template per language (`mawid_<key>`), whose body is the
 * catalogue's text with `{{1}}`, `{{2}}`… where its parameters go, numbered in the order they appear
 * in that language (`whatsappTemplateBodies()` writes them for registering with Meta).
 */
import { besideHijri, showsHijri } from '../../shared/hijri';
import type { MessageKind } from '../db/tables/customer-messages';
import { intlLocale, translate, type Locale } from '../i18n';

export interface MessageFacts {
  kind: MessageKind;
  locale: Locale;
  salonName: string;
  /** The salon's IANA zone: the time is written as the clock on the salon's wall reads it. */
  timeZone: string;
  startsAt: Date;
  /** `moved`: the time the booking had before. */
  previousStartsAt?: Date | null;
  barberName?: string | null;
  /** `declined`: the salon's reason, when it gave one. */
  reason?: string | null;
  /** The customer's manage link, absolute (`https://…/ar/my-bookings/<public id>`). */
  manageUrl: string;
  /** `reminder`: the link that stops reminders (optOutUrl in ./opt-out). */
  optOutUrl?: string | null;
  /** `booked`: the salon approves bookings and has not yet: the text says the request is received. */
  awaitingApproval?: boolean;
}

export interface RenderedMessage {
  /** The message as the customer reads it (the SMS body; the WhatsApp template filled in). */
  text: string;
  whatsapp: { template: string; language: string; parameters: string[] };
}

/** WhatsApp's language code of each of our languages (Cloud API supported languages). */
const whatsappLanguage: Record<Locale, string> = { ar: 'ar', en: 'en', tr: 'tr', ur: 'ur' };

/** The catalogue key (and template) of each kind's variants, with the parameters it takes. */
type Variant = 'booked' | 'booked_pending' | 'approved' | 'declined' | 'declined_reason' | 'moved' | 'cancelled' | 'reminder' | 'reminder_plain';
type Param = 'salon' | 'slot' | 'previous' | 'reason' | 'manage' | 'optOut';

const variantParams: Record<Variant, Param[]> = {
  booked: ['salon', 'slot', 'manage'],
  booked_pending: ['salon', 'slot', 'manage'],
  approved: ['salon', 'slot', 'manage'],
  declined: ['salon', 'slot', 'manage'],
  declined_reason: ['salon', 'slot', 'reason', 'manage'],
  moved: ['salon', 'previous', 'slot', 'manage'],
  cancelled: ['salon', 'slot', 'manage'],
  reminder: ['salon', 'slot', 'manage', 'optOut'],
  reminder_plain: ['salon', 'slot', 'manage'],
};

const whatsappTemplatePrefix = 'mawid_';

function variantOf(facts: MessageFacts): Variant {
  switch (facts.kind) {
    case 'booked':
      return facts.awaitingApproval ? 'booked_pending' : 'booked';
    case 'declined':
      return clean(facts.reason) ? 'declined_reason' : 'declined';
    case 'reminder':
      return facts.optOutUrl ? 'reminder' : 'reminder_plain';
    default:
      return facts.kind;
  }
}

/**
 * A parameter as WhatsApp takes it (no line breaks or tabs, no run of more than four spaces) and as
 * a one-line SMS reads well: whitespace collapsed, trimmed.
 */
function clean(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/g, ' ').trim();
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const timeFormats = new Map<string, Intl.DateTimeFormat>();

function cached(map: Map<string, Intl.DateTimeFormat>, key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let format = map.get(key);
  if (!format) {
    format = make();
    map.set(key, format);
  }
  return format;
}

/** The day, as the language writes a weekday and date (`الجمعة، ٢٠ نوفمبر`, `Friday, November 20`). */
function writtenDate(locale: Locale, instant: Date, timeZone: string): string {
  return cached(dateFormats, `${locale} ${timeZone}`, () => new Intl.DateTimeFormat(intlLocale[locale], { timeZone, weekday: 'long', day: 'numeric', month: 'long' })).format(instant);
}

/**
 * The clock time, as the language says it in a sentence: Arabic with the part of the day in words
 * (`٧:٣٠ مساءً`), Urdu with the part of the day first and «بجے» (`شام 7:30 بجے`), English and Turkish
 * in their usual clocks (`7:30 PM`, `19:30`).
 */
function writtenTime(locale: Locale, instant: Date, timeZone: string): string {
  if (locale === 'ar') {
    return cached(timeFormats, `${locale} ${timeZone}`, () => new Intl.DateTimeFormat(intlLocale.ar, { timeZone, hour: 'numeric', minute: '2-digit', dayPeriod: 'long' })).format(instant);
  }
  if (locale === 'ur') {
    const parts = cached(timeFormats, `${locale} ${timeZone}`, () => new Intl.DateTimeFormat(intlLocale.ur, { timeZone, hour: 'numeric', minute: '2-digit', dayPeriod: 'short' })).formatToParts(instant);
    const period = parts.find((p) => p.type === 'dayPeriod')?.value ?? '';
    const clock = parts
      .filter((p) => p.type !== 'dayPeriod')
      .map((p) => p.value)
      .join('')
      .trim();
    return `${period} ${clock} بجے`.trim();
  }
  return cached(timeFormats, `${locale} ${timeZone}`, () => new Intl.DateTimeFormat(intlLocale[locale], { timeZone, hour: 'numeric', minute: '2-digit' })).format(instant);
}

/**
 * When the visit is, in words: `Friday, November 20 at 7:30 PM`. `withHijri`: in Arabic, the Umm
 * al-Qura date beside the day (shared/hijri.ts), for the visit's own time (not the time it had before,
 * so a moved booking's message stays short).
 */
function when(locale: Locale, instant: Date, timeZone: string, withHijri: boolean): string {
  const date = writtenDate(locale, instant, timeZone);
  return translate(locale, 'api.customerMessages.when', {
    date: withHijri && showsHijri(locale) ? besideHijri(date, instant, timeZone) : date,
    time: writtenTime(locale, instant, timeZone),
  });
}

function paramValues(facts: MessageFacts): Record<Param, string> {
  const barber = clean(facts.barberName);
  return {
    salon: clean(facts.salonName),
    slot: translate(facts.locale, 'api.customerMessages.slot', {
      when: when(facts.locale, facts.startsAt, facts.timeZone, true),
      hasBarber: barber ? 'yes' : 'no',
      barber,
    }),
    previous: facts.previousStartsAt ? when(facts.locale, facts.previousStartsAt, facts.timeZone, false) : '',
    reason: clean(facts.reason),
    manage: facts.manageUrl,
    optOut: facts.optOutUrl ?? '',
  };
}

const orders = new Map<string, Param[]>();

/** The parameters of `variant` in the order they appear in `locale`'s text (WhatsApp numbers them so). */
function orderInText(locale: Locale, variant: Variant): Param[] {
  const key = `${locale} ${variant}`;
  let order = orders.get(key);
  if (!order) {
    const params = variantParams[variant];
    const marked = translate(locale, `api.customerMessages.${variant}`, Object.fromEntries(params.map((p) => [p, `\u0000${p}\u0000`])));
    order = [...params].sort((a, b) => marked.indexOf(`\u0000${a}\u0000`) - marked.indexOf(`\u0000${b}\u0000`));
    orders.set(key, order);
  }
  return order;
}

/** A message to a customer in their language: its text, and the WhatsApp template that carries it. */
export function renderCustomerMessage(facts: MessageFacts): RenderedMessage {
  if (facts.kind === 'moved' && !facts.previousStartsAt) throw new Error('a moved message needs previousStartsAt');
  const variant = variantOf(facts);
  const values = paramValues(facts);
  const text = translate(facts.locale, `api.customerMessages.${variant}`, values);
  return {
    text,
    whatsapp: {
      template: `${whatsappTemplatePrefix}${variant}`,
      language: whatsappLanguage[facts.locale],
      parameters: orderInText(facts.locale, variant).map((p) => values[p]),
    },
  };
}

/**
 * Every WhatsApp template to register with Meta (category UTILITY): name, language and body, the
 * catalogue's text with `{{n}}` in place of its parameters. Kept here so the registered bodies and the
 * texts sent by SMS cannot drift apart.
 */
export function whatsappTemplateBodies(): { name: string; language: string; body: string }[] {
  const out: { name: string; language: string; body: string }[] = [];
  for (const variant of Object.keys(variantParams) as Variant[]) {
    for (const locale of Object.keys(whatsappLanguage) as Locale[]) {
      const order = orderInText(locale, variant);
      const body = translate(locale, `api.customerMessages.${variant}`, Object.fromEntries(order.map((p, i) => [p, `{{${i + 1}}}`])));
      out.push({ name: `${whatsappTemplatePrefix}${variant}`, language: whatsappLanguage[locale], body });
    }
  }
  return out;
}
