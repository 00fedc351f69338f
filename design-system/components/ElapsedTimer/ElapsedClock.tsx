import { useIntl } from 'react-intl';
import type { DurationParts } from '../Countdown/duration';
import * as styles from './ElapsedTimer.css';

/**
 * The elapsed time on one line, as a clock: hours, minutes and seconds in two digits each, in the
 * locale's digits (Intl) and tabular, so the width holds still as it ticks; the days, when there are
 * any, before it in words. Always left to right, as clocks read in Arabic and Urdu too.
 */
export function ElapsedClock({ parts }: { parts: DurationParts }) {
  const intl = useIntl();
  const twoDigits = (value: number) => intl.formatNumber(value, { minimumIntegerDigits: 2, useGrouping: false });
  return (
    <span className={styles.clock}>
      {parts.days > 0 ? (
        <span className={styles.clockDays} data-unit="days">
          {intl.formatNumber(parts.days)} {intl.formatMessage({ id: 'ds.data.duration.days' }, { count: parts.days })}
        </span>
      ) : null}
      <span dir="ltr" className={styles.clockTime} data-unit="clock">
        {twoDigits(parts.hours)}:{twoDigits(parts.minutes)}:{twoDigits(parts.seconds)}
      </span>
    </span>
  );
}
