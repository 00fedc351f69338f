import { FormattedMessage, useIntl } from 'react-intl';
import { Alert } from '../../../design-system/components/Alert';
import * as styles from './Booking.css';
import { formatDay, formatTime } from './format';
import { groupByDayPart, type FreeTime } from './slots';

export interface TimeStepProps {
  times: FreeTime[];
  timeZone: string;
  chosen: FreeTime | null;
  onChoose: (time: FreeTime) => void;
  /** The nearest free times offered when the chosen one was taken meanwhile (a 409's alternatives). */
  alternatives?: FreeTime[] | null;
}

const same = (a: FreeTime | null, b: FreeTime) => a?.starts_at === b.starts_at;

/** The day's free times in morning, afternoon and evening; or, after a taken time, the nearest free ones to choose from. */
export function TimeStep({ times, timeZone, chosen, onChoose, alternatives }: TimeStepProps) {
  const intl = useIntl();
  if (alternatives) {
    return (
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          <FormattedMessage id="customer.booking.alternatives" />
        </legend>
        <Alert tone="caution" live>
          <FormattedMessage id="customer.booking.taken" />
        </Alert>
        {alternatives.length === 0 ? (
          <p className={styles.muted}>
            <FormattedMessage id="customer.booking.noAlternatives" />
          </p>
        ) : (
          <div className={styles.chips}>
            {alternatives.map((time) => (
              <label key={time.starts_at} className={styles.chip}>
                <input type="radio" name="time" className={styles.hiddenInput} checked={same(chosen, time)} onChange={() => onChoose(time)} />
                <FormattedMessage
                  id="customer.booking.alternative"
                  values={{ day: formatDay(intl, time.starts_at, timeZone), time: formatTime(intl, time.starts_at, timeZone) }}
                />
              </label>
            ))}
          </div>
        )}
      </fieldset>
    );
  }
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        <FormattedMessage id="customer.booking.time" />
      </legend>
      {groupByDayPart(times, timeZone).map(({ part, times: partTimes }) => (
        <div key={part} role="group" aria-labelledby={`part-${part}`}>
          <h3 id={`part-${part}`} className={styles.partTitle}>
            <FormattedMessage id={`customer.booking.part.${part}`} />
          </h3>
          <div className={styles.chips}>
            {partTimes.map((time) => (
              <label key={time.starts_at} className={styles.chip}>
                <input type="radio" name="time" className={styles.hiddenInput} checked={same(chosen, time)} onChange={() => onChoose(time)} />
                {formatTime(intl, time.starts_at, timeZone)}
              </label>
            ))}
          </div>
        </div>
      ))}
    </fieldset>
  );
}
