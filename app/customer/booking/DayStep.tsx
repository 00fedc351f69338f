import { FormattedMessage, useIntl } from 'react-intl';
import { HijriDate } from '../../../design-system/components/Calendar/HijriPreference';
import { Spinner } from '../../../design-system/components/Spinner';
import type { SlotDay } from '../types';
import * as styles from './Booking.css';

export interface DayStepProps {
  /** The next days with their free times; null while they load. */
  days: SlotDay[] | null;
  chosen: string | null;
  onChoose: (day: string) => void;
}

const dayOfIso = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};

/** The next days the salon takes bookings on, each with its date (and its Hijri date in Arabic); a day with no free time cannot be chosen. */
export function DayStep({ days, chosen, onChoose }: DayStepProps) {
  const intl = useIntl();
  return (
    <fieldset className={styles.fieldset} aria-busy={days === null}>
      <legend className={styles.legend}>
        <FormattedMessage id="customer.booking.day" />
      </legend>
      {days === null ? (
        <Spinner label={intl.formatMessage({ id: 'customer.booking.loadingDays' })} />
      ) : days.every((day) => day.slots.length === 0) ? (
        <p className={styles.muted}>
          <FormattedMessage id="customer.booking.noDays" />
        </p>
      ) : (
        <div className={styles.days}>
          {days.map((day) => {
            const full = day.slots.length === 0;
            // A calendar day, not an instant: written at UTC noon so no zone moves it.
            const at = `${day.date}T12:00:00Z`;
            return (
              <label key={day.date} className={styles.day}>
                <input type="radio" name="day" className={styles.hiddenInput} checked={chosen === day.date} disabled={full} onChange={() => onChoose(day.date)} />
                <span className={styles.choiceName}>{intl.formatDate(at, { weekday: 'short', timeZone: 'UTC' })}</span>
                <span>{intl.formatDate(at, { day: 'numeric', month: 'short', timeZone: 'UTC' })}</span>
                <HijriDate day={dayOfIso(day.date)} className={styles.muted} />
                {full && (
                  <span className={styles.muted}>
                    <FormattedMessage id="customer.booking.dayFull" />
                  </span>
                )}
              </label>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
