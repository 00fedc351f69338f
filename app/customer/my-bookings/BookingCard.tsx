import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert } from '../../../design-system/components/Alert';
import { Button } from '../../../design-system/components/Button';
import { useLocale } from '../../i18n/LocaleProvider';
import { useAction } from '../../lib/useAction';
import * as bookingStyles from '../booking/Booking.css';
import { AlternativesStep } from '../booking/AlternativesStep';
import { BookingSummary } from '../booking/BookingSummary';
import { useSlotPages, type DayPage } from '../booking/dayPages';
import { DayStep } from '../booking/DayStep';
import { formatDay, formatTime } from '../booking/format';
import { todayIn, type FreeTime } from '../booking/slots';
import { TimeStep } from '../booking/TimeStep';
import { useCustomerCalls } from '../calls';
import { useClock } from '../clock';
import { salonPath } from '../pages';
import { apiErrorOf, messageOf } from '../signIn';
import type { CustomerBooking } from '../types';
import * as styles from './MyBookings.css';
import { PhoneNumber, telHref } from '../../../design-system/components/PhoneNumber';

/** The window a move looks in when the answer does not say (the salons' default). */
const DEFAULT_HORIZON_DAYS = 30;

/** A new time for a booking: a day, then a free time for its services, then the move. */
function MovePicker({ booking, slug, onMoved, onClose }: { booking: CustomerBooking; slug: string; onMoved: (moved: CustomerBooking) => void; onClose: () => void }) {
  const intl = useIntl();
  const calls = useCustomerCalls();
  const clock = useClock();
  const [day, setDay] = useState<string | null>(null);
  const [time, setTime] = useState<FreeTime | null>(null);
  const [alternatives, setAlternatives] = useState<FreeTime[] | null>(null);
  const zone = booking.salon.timezone;
  // The salon's whole window, two weeks at a time, like the booking's day step.
  const today = useCallback(() => todayIn(zone, clock()), [zone, clock]);
  const loadPage = useCallback(
    (page: DayPage) => calls.slots(slug, { from: page.from, days: page.days, serviceIds: booking.services.map((service) => service.service_id), barberId: booking.barber_id }),
    [calls, slug, booking],
  );
  const days = useSlotPages(booking.public_id, today, booking.salon.horizon_days ?? DEFAULT_HORIZON_DAYS, loadPage);
  const move = useAction((to: FreeTime) => calls.move(booking.public_id, { starts_at: to.starts_at, barber_id: booking.barber_id }), {
    onSuccess: onMoved,
    onError: (error) => {
      const failure = apiErrorOf(error);
      if (failure?.status === 409 && failure.code === 'slot_taken') {
        setAlternatives((failure.body as { alternatives?: FreeTime[] } | undefined)?.alternatives ?? []);
        setTime(null);
      }
    },
  });
  const failure = move.isError && !alternatives ? (messageOf(move.error) ?? intl.formatMessage({ id: 'error.generic' })) : null;
  return (
    <div className={bookingStyles.form}>
      <DayStep
        days={days.days}
        failed={days.failed}
        chosen={day}
        onChoose={(chosen) => { setDay(chosen); setTime(null); setAlternatives(null); }}
        paging={{ pages: days.pages, page: days.page, onPage: days.goTo }}
      />
      {(day || alternatives) && (
        alternatives ? (
          <AlternativesStep alternatives={alternatives} timeZone={zone} chosen={time} onChoose={setTime} />
        ) : (
          <TimeStep times={(day && days.find(day)?.slots) || []} timeZone={zone} chosen={time} onChoose={setTime} />
        )
      )}
      {failure && (
        <Alert tone="critical" live>
          {failure}
        </Alert>
      )}
      <div className={bookingStyles.actions}>
        <Button tone="ghost" onPress={onClose}>
          <FormattedMessage id="customer.manage.keep" />
        </Button>
        <Button isDisabled={!time} isPending={move.isPending} onPress={() => time && void move.run(time)}>
          {time ? (
            <FormattedMessage id="customer.manage.moveTo" values={{ day: formatDay(intl, time.starts_at, zone), time: formatTime(intl, time.starts_at, zone) }} />
          ) : (
            <FormattedMessage id="customer.manage.move" />
          )}
        </Button>
      </div>
    </div>
  );
}

/**
 * One of the customer's bookings: its details, and until the salon's cutoff, cancel or move it;
 * after the cutoff, the salon's phone to call instead.
 */
export function BookingCard({ booking, onChanged }: { booking: CustomerBooking; onChanged: (changed: CustomerBooking) => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const calls = useCustomerCalls();
  const clock = useClock();
  const [mode, setMode] = useState<'view' | 'cancel' | 'move'>('view');
  const cancel = useAction(() => calls.cancel(booking.public_id), { onSuccess: (changed) => { setMode('view'); onChanged(changed); } });
  const live = booking.status === 'pending' || booking.status === 'confirmed';
  const upcoming = live && Date.parse(booking.ends_at) > clock();
  const zone = booking.salon.timezone;
  return (
    <article className={styles.card} aria-label={intl.formatMessage({ id: 'customer.summary.dayAt' }, { day: formatDay(intl, booking.starts_at, zone), time: formatTime(intl, booking.starts_at, zone) })}>
      <BookingSummary booking={booking} />
      {booking.cancel_reason && (
        <p className={styles.muted}>
          <FormattedMessage id="customer.manage.reason" values={{ reason: booking.cancel_reason }} />
        </p>
      )}
      {upcoming && booking.can_change && mode === 'view' && (
        <div className={bookingStyles.actions}>
          <Button tone="neutral" onPress={() => setMode('move')}>
            <FormattedMessage id="customer.manage.move" />
          </Button>
          <Button tone="critical" onPress={() => setMode('cancel')}>
            <FormattedMessage id="customer.manage.cancel" />
          </Button>
        </div>
      )}
      {upcoming && booking.can_change && booking.change_until && (
        <p className={styles.muted}>
          <FormattedMessage
            id="customer.manage.until"
            values={{ day: formatDay(intl, booking.change_until ?? booking.starts_at, zone), time: formatTime(intl, booking.change_until ?? booking.starts_at, zone) }}
          />
        </p>
      )}
      {mode === 'cancel' && (
        <div role="group" aria-label={intl.formatMessage({ id: 'customer.manage.cancelQuestion' })} className={bookingStyles.form}>
          <p className={styles.muted}>
            <FormattedMessage id="customer.manage.cancelQuestion" />
          </p>
          {cancel.isError && (
            <Alert tone="critical" live>
              {messageOf(cancel.error) ?? intl.formatMessage({ id: 'error.generic' })}
            </Alert>
          )}
          <div className={bookingStyles.actions}>
            <Button tone="ghost" onPress={() => setMode('view')}>
              <FormattedMessage id="customer.manage.keep" />
            </Button>
            <Button tone="critical" isPending={cancel.isPending} onPress={() => void cancel.run()}>
              <FormattedMessage id="customer.manage.confirmCancel" />
            </Button>
          </div>
        </div>
      )}
      {mode === 'move' && booking.salon.slug && (
        <MovePicker
          booking={booking}
          slug={booking.salon.slug}
          onClose={() => setMode('view')}
          onMoved={(moved) => {
            setMode('view');
            onChanged(moved);
          }}
        />
      )}
      {upcoming && !booking.can_change && (
        <p className={styles.muted}>
          {booking.salon.phone ? (
            <FormattedMessage
              id="customer.manage.callSalon"
              values={{
                phone: (
                  <a className={bookingStyles.link} href={telHref(booking.salon.phone)}>
                    <PhoneNumber number={booking.salon.phone} />
                  </a>
                ),
              }}
            />
          ) : (
            <FormattedMessage id="customer.manage.closed" />
          )}
        </p>
      )}
      {booking.salon.slug && (
        <a className={bookingStyles.link} href={salonPath(locale, booking.salon.slug)}>
          <FormattedMessage id="customer.manage.bookAgain" values={{ salon: booking.salon.name }} />
        </a>
      )}
    </article>
  );
}
