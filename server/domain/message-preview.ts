/**
 * A message to a customer as the owner previews it (issue 19): written by the same templates the
 * messages go out with (server/messages/templates.ts), from sample facts of the salon — its name in
 * that language, its zone, a visit tomorrow at 17:00 (moved from 16:00), its first barber.
 */
import type { components } from '../../api-spec/schema';
import { instantToWall, wallToInstant } from '../../shared/time-zones';
import type { MessageKind } from '../db/tables/customer-messages';
import { translate } from '../i18n';
import { renderCustomerMessage } from '../messages/templates';
import { resolveText, type Db, type Locale } from './booking-shared';
import { ownSalon } from './message-settings';

type PreviewView = components['schemas']['CustomerMessagePreview'];

const DAY = 86_400_000;
/** The manage link's public id in a preview: the form of a real one, no booking's. */
const SAMPLE_PUBLIC_ID = 'Xq3vT9bK2mNpL8sRw4yZ1A';

/** `hh:mm` tomorrow on the salon's wall clock. */
function tomorrowAt(timeZone: string, now: Date, minutes: number): Date {
  const today = instantToWall(timeZone, now.getTime()).date;
  return new Date(wallToInstant(timeZone, Date.parse(`${today}T00:00:00Z`) + DAY + minutes * 60_000));
}

export async function previewCustomerMessage(
  db: Db,
  providerId: number,
  salonId: number,
  query: { kind: MessageKind; locale: Locale },
  now: Date,
  publicUrl: string,
): Promise<PreviewView> {
  const salon = await ownSalon(db, providerId, salonId);
  const barber = await db.selectFrom('barbers').select('name').where('salon_id', '=', salonId).where('is_active', '=', true).orderBy('id').executeTakeFirst();
  const { kind, locale } = query;
  const rendered = renderCustomerMessage({
    kind,
    locale,
    salonName: resolveText(salon, 'name', locale) ?? '',
    timeZone: salon.timezone,
    startsAt: tomorrowAt(salon.timezone, now, 17 * 60),
    previousStartsAt: kind === 'moved' ? tomorrowAt(salon.timezone, now, 16 * 60) : null,
    barberName: barber?.name ?? null,
    reason: kind === 'declined' ? translate(locale, 'api.messageSettings.sample_reason') : null,
    manageUrl: `${publicUrl}/${locale}/my-bookings/${SAMPLE_PUBLIC_ID}`,
    optOutUrl: kind === 'reminder' ? `${publicUrl}/${locale}/reminders-off/example` : null,
  });
  return { kind, locale, text: rendered.text, whatsapp: rendered.whatsapp };
}
