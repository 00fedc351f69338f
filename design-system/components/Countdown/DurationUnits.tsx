import { useIntl } from 'react-intl';
import * as styles from './Countdown.css';
import { durationUnits, type DurationParts, type DurationUnit } from './duration';

export type DurationDisplaySize = 'compact' | 'large';

const unitMessage: Record<DurationUnit, string> = {
  days: 'ds.data.duration.days',
  hours: 'ds.data.duration.hours',
  minutes: 'ds.data.duration.minutes',
  seconds: 'ds.data.duration.seconds',
};

export interface DurationUnitsProps {
  parts: DurationParts;
  size: DurationDisplaySize;
  isExpired?: boolean;
}

/**
 * Days, hours, minutes and seconds, each a number with its unit word (ICU plural in the
 * current language), in reading order. Shared by Countdown and ElapsedTimer.
 */
export function DurationUnits({ parts, size, isExpired = false }: DurationUnitsProps) {
  const intl = useIntl();
  return (
    <span className={styles.units({ size })}>
      {durationUnits.map((unit) => (
        <span key={unit} className={styles.unit({ size, expired: isExpired })} data-unit={unit}>
          <span className={styles.value({ size })}>
            {intl.formatNumber(parts[unit], { minimumIntegerDigits: unit === 'days' ? 1 : 2, useGrouping: false })}
          </span>{' '}
          <span className={styles.unitLabel}>{intl.formatMessage({ id: unitMessage[unit] }, { count: parts[unit] })}</span>
        </span>
      ))}
    </span>
  );
}
