import { VisuallyHidden } from 'react-aria';
import { useIntl } from 'react-intl';
import { placeholder } from '../Card/Card.css';
import { Icon, type IconName } from '../Icon';
import { formatHalalas } from './money';
import * as styles from './StatCard.css';
import { defaultTrendTone, trendDirection, type TrendTone } from './trend';

export const statValueFormats = ['number', 'money', 'percent'] as const;
type StatValueFormat = (typeof statValueFormats)[number];

interface StatTrend {
  /** The relative change as a ratio: 0.12 is +12 %, -0.05 is −5 %. */
  change: number;
  /** Override the tone when less is better (e.g. cancellations); default up = positive, down = critical. */
  tone?: TrendTone;
  /** What the change is compared with, in the reader's language ("last week"). */
  comparedTo?: string;
}

export interface StatCardProps {
  label: string;
  /** A count, a ratio (`percent`: 0.42 is 42 %) or an amount of halalas (`money`). */
  value: number;
  format?: StatValueFormat;
  trend?: StatTrend;
  icon?: IconName;
  isLoading?: boolean;
}

/** One key figure of the dashboard with its trend, worded for screen readers (not colour alone). */
export function StatCard({ label, value, format = 'number', trend, icon, isLoading = false }: StatCardProps) {
  const intl = useIntl();
  const formatted =
    format === 'money' ? formatHalalas(intl, value) : format === 'percent' ? intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 1 }) : intl.formatNumber(value);

  return (
    <div className={styles.card} role="group" aria-label={label} aria-busy={isLoading || undefined}>
      <div className={styles.top}>
        <p className={styles.label} aria-hidden="true">
          {label}
        </p>
        {icon ? (
          <span className={styles.icon}>
            <Icon name={icon} />
          </span>
        ) : null}
      </div>
      {isLoading ? (
        <>
          <span className={[placeholder, styles.placeholderValue].join(' ')} aria-hidden="true" />
          <span className={[placeholder, styles.placeholderTrend].join(' ')} aria-hidden="true" />
          <VisuallyHidden elementType="span" role="status">
            {intl.formatMessage({ id: 'ds.data.stat.loading' }, { label })}
          </VisuallyHidden>
        </>
      ) : (
        <>
          <p className={styles.value} data-value="">
            {formatted}
          </p>
          {trend ? <Trend trend={trend} /> : null}
        </>
      )}
    </div>
  );
}

function Trend({ trend }: { trend: StatTrend }) {
  const intl = useIntl();
  const direction = trendDirection(trend.change);
  const tone = trend.tone ?? defaultTrendTone(direction);
  const change = intl.formatNumber(Math.abs(trend.change), { style: 'percent', maximumFractionDigits: 1 });
  const signed = intl.formatNumber(direction === 'flat' ? 0 : trend.change, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  const sentence = trend.comparedTo
    ? intl.formatMessage({ id: 'ds.data.stat.trendCompared' }, { direction, change, period: trend.comparedTo })
    : intl.formatMessage({ id: 'ds.data.stat.trend' }, { direction, change });
  const icon: IconName = direction === 'up' ? 'trendUp' : direction === 'down' ? 'trendDown' : 'minus';
  return (
    <p className={styles.trend({ tone })} data-tone={tone} data-direction={direction}>
      <span aria-hidden="true" className={styles.change}>
        <Icon name={icon} /> {signed}
      </span>
      {trend.comparedTo ? (
        <span aria-hidden="true" className={styles.period}>
          {trend.comparedTo}
        </span>
      ) : null}
      <VisuallyHidden elementType="span">{sentence}</VisuallyHidden>
    </p>
  );
}
