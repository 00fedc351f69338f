import { useIntl } from 'react-intl';
import { VisuallyHidden } from '../../../design-system/components/VisuallyHidden';
import * as styles from './DailyChart.css';

export interface DailyChartProps {
  title: string;
  /** One value per day, oldest first. */
  points: readonly { date: string; value: number }[];
  format: (value: number) => string;
}

/**
 * A day-by-day bar chart. The bars are decoration for sighted users; the same figures are in a
 * visually hidden table, so screen readers get every day and its value.
 * (Stands in for the design system's BarChart, which was not in the design system when this was written.)
 */
export function DailyChart({ title, points, format }: DailyChartProps) {
  const intl = useIntl();
  const max = Math.max(1, ...points.map((p) => p.value));
  const day = (date: string) => intl.formatDate(`${date}T12:00:00Z`, { timeZone: 'UTC', day: 'numeric', month: 'short' });
  return (
    <figure>
      <figcaption>{title}</figcaption>
      <div className={styles.chart} aria-hidden="true">
        {points.map((p) => (
          <div key={p.date} className={styles.bar} style={{ blockSize: `${(p.value / max) * 100}%` }} title={`${day(p.date)}: ${format(p.value)}`} />
        ))}
      </div>
      {points.length > 0 ? (
        <div className={styles.axis} aria-hidden="true">
          <span>{day(points[0]!.date)}</span>
          <span>{day(points.at(-1)!.date)}</span>
        </div>
      ) : null}
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'dashboardHome.chart.day' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'dashboardHome.chart.value' })}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.date}>
                <th scope="row">{day(p.date)}</th>
                <td>{format(p.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </figure>
  );
}
