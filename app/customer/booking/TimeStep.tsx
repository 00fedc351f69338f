import { FormattedMessage, useIntl } from 'react-intl';
import * as styles from './Booking.css';
import { formatTime } from './format';
import { groupByDayPart, type FreeTime } from './slots';

export interface TimeStepProps {
  times: FreeTime[];
  timeZone: string;
  chosen: FreeTime | null;
  onChoose: (time: FreeTime) => void;
}

export const same = (a: FreeTime | null, b: FreeTime) => a?.starts_at === b.starts_at;

/** The day's free times in morning, afternoon and evening. */
export function TimeStep({ times, timeZone, chosen, onChoose }: TimeStepProps) {
  const intl = useIntl();
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
