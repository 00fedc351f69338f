import { FormattedMessage, useIntl } from 'react-intl';
import { Alert } from '../../../design-system/components/Alert';
import * as styles from './Booking.css';
import { formatDay, formatTime } from './format';
import type { FreeTime } from './slots';
import { same } from './TimeStep';

export interface AlternativesStepProps {
  /** The nearest free times offered when the chosen one was taken meanwhile (a 409's alternatives). */
  alternatives: FreeTime[];
  timeZone: string;
  chosen: FreeTime | null;
  onChoose: (time: FreeTime) => void;
}

/** The time was taken meanwhile: the nearest free times, as choices (not an error). Loaded with the later steps. */
export function AlternativesStep({ alternatives, timeZone, chosen, onChoose }: AlternativesStepProps) {
  const intl = useIntl();
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
