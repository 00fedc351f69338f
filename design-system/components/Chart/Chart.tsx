import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocale } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { formatHalalas } from '../StatCard/money';
import { ToggleButton } from '../ToggleButton';
import * as styles from './Chart.css';
import { bandCentre, labelStride, linearScale, niceTicks, type PlotBox } from './scale';

export const chartValueFormats = ['number', 'money', 'percent'] as const;
type ChartValueFormat = (typeof chartValueFormats)[number];
export const chartXTypes = ['category', 'date'] as const;
type ChartXType = (typeof chartXTypes)[number];

export interface ChartPoint {
  /** A category ("Khalid") or a calendar day `YYYY-MM-DD` (with `xType="date"`). */
  x: string;
  /** A count, a ratio (`percent`) or halalas (`money`). */
  value: number;
}

export interface ChartProps {
  /** What the chart shows; its caption and the start of its spoken summary. */
  title: string;
  data: readonly ChartPoint[];
  xType?: ChartXType;
  valueFormat?: ChartValueFormat;
  /** Column headings of the data table (default "Period" and "Value"). */
  xLabel?: string;
  valueLabel?: string;
  /** Height in px (default 240); the width follows the container. */
  height?: number;
}

interface Geometry {
  box: PlotBox;
  rtl: boolean;
  y: (value: number) => number;
  xAt: (index: number) => number;
  band: number;
  baseline: number;
  describe: (point: ChartPoint) => string;
}

const MIN_LABEL_PX = 56;

function useFormatters(xType: ChartXType, valueFormat: ChartValueFormat) {
  const intl = useIntl();
  const formatX = (x: string) =>
    xType === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(x) ? intl.formatDate(`${x}T12:00:00Z`, { timeZone: 'UTC', day: 'numeric', month: 'short' }) : x;
  const formatValue = (value: number) =>
    valueFormat === 'money' ? formatHalalas(intl, value) : valueFormat === 'percent' ? intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 1 }) : intl.formatNumber(value);
  const formatTick = (value: number) =>
    valueFormat === 'money'
      ? intl.formatNumber(value / 100, { style: 'currency', currency: 'SAR', notation: 'compact', maximumFractionDigits: 1 })
      : valueFormat === 'percent'
        ? intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 0 })
        : intl.formatNumber(value, { notation: 'compact', maximumFractionDigits: 1 });
  return { formatX, formatValue, formatTick };
}

function useWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** Axes, summary, data-table toggle and the table: everything but the marks. */
function ChartShell({
  title,
  data,
  xType = 'category',
  valueFormat = 'number',
  xLabel,
  valueLabel,
  height = 240,
  kind,
  marks,
}: ChartProps & { kind: 'bar' | 'line'; marks: (geometry: Geometry) => ReactNode }) {
  const intl = useIntl();
  const { direction } = useLocale();
  const rtl = direction === 'rtl';
  const tableId = useId();
  const [showTable, setShowTable] = useState(false);
  const [canvasRef, width] = useWidth(600);
  const { formatX, formatValue, formatTick } = useFormatters(xType, valueFormat);

  if (data.length === 0) {
    return (
      <figure className={styles.figure}>
        <figcaption className={styles.caption}>{title}</figcaption>
        <p className={styles.empty}>{intl.formatMessage({ id: 'ds.data.chart.empty' })}</p>
      </figure>
    );
  }

  const values = data.map((point) => point.value);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const ticks = niceTicks(min, max);
  const box: PlotBox = { width, height, axisInline: 64, axisBlock: 28, padding: 12 };
  const y = linearScale([ticks[0]!, ticks[ticks.length - 1]!], [height - box.axisBlock, box.padding]);
  const plotWidth = width - box.axisInline - box.padding;
  const band = plotWidth / data.length;
  const stride = labelStride(data.length, plotWidth, MIN_LABEL_PX);
  const axisX = rtl ? width - box.axisInline + 8 : box.axisInline - 8;
  const plotStartX = rtl ? box.padding : box.axisInline;
  const plotEndX = rtl ? width - box.axisInline : width - box.padding;
  const lowest = data[values.indexOf(min)]!;
  const highest = data[values.indexOf(max)]!;
  const summary = intl.formatMessage(
    { id: 'ds.data.chart.summary' },
    {
      title,
      count: data.length,
      first: formatX(data[0]!.x),
      last: formatX(data[data.length - 1]!.x),
      min: `${formatValue(lowest.value)} (${formatX(lowest.x)})`,
      max: `${formatValue(highest.value)} (${formatX(highest.x)})`,
    },
  );
  const geometry: Geometry = {
    box,
    rtl,
    y,
    xAt: (index) => bandCentre(index, data.length, box, rtl),
    band,
    baseline: y(0),
    describe: (point) => `${formatX(point.x)}: ${formatValue(point.value)}`,
  };

  return (
    <figure className={styles.figure} data-chart={kind}>
      <div className={styles.header}>
        <figcaption className={styles.caption}>{title}</figcaption>
        <ToggleButton size="small" icon="list" isSelected={showTable} onChange={setShowTable} aria-controls={showTable ? tableId : undefined}>
          {intl.formatMessage({ id: 'ds.data.chart.showTable' })}
        </ToggleButton>
      </div>
      <div ref={canvasRef} className={styles.canvas}>
        <svg className={styles.svg} width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={summary}>
          {ticks.map((tick) => (
            <g key={tick}>
              <line className={tick === 0 ? styles.zeroLine : styles.gridLine} x1={plotStartX} x2={plotEndX} y1={y(tick)} y2={y(tick)} />
              <text className={styles.axisText} x={axisX} y={y(tick)} dominantBaseline="middle" textAnchor={rtl ? 'start' : 'end'}>
                {formatTick(tick)}
              </text>
            </g>
          ))}
          {marks(geometry)}
          {data.map((point, index) =>
            index % stride === 0 ? (
              <text key={point.x} className={styles.axisText} x={geometry.xAt(index)} y={height - box.axisBlock + 18} textAnchor="middle" data-x-label="">
                {formatX(point.x)}
              </text>
            ) : null,
          )}
        </svg>
      </div>
      {showTable ? (
        <table id={tableId} className={styles.table}>
          <caption className={styles.tableCaption}>{title}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.tableCell}>
                {xLabel ?? intl.formatMessage({ id: 'ds.data.chart.category' })}
              </th>
              <th scope="col" className={[styles.tableCell, styles.tableNumber].join(' ')}>
                {valueLabel ?? intl.formatMessage({ id: 'ds.data.chart.value' })}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.map((point) => (
              <tr key={point.x}>
                <th scope="row" className={styles.tableCell}>
                  {formatX(point.x)}
                </th>
                <td className={[styles.tableCell, styles.tableNumber].join(' ')}>{formatValue(point.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </figure>
  );
}

/**
 * Values per category or day as bars, drawn as SVG from the theme's colours. Bars run in reading
 * order (right to left in Arabic); the chart is one image with a spoken summary, and a toggle shows
 * the same numbers as a table.
 */
export function BarChart(props: ChartProps) {
  return (
    <ChartShell
      {...props}
      kind="bar"
      marks={(g) =>
        props.data.map((point, index) => {
          const width = Math.max(1, g.band * 0.6);
          const top = Math.min(g.y(point.value), g.baseline);
          return (
            <rect
              key={point.x}
              className={point.value < 0 ? `${styles.bar} ${styles.negativeBar}` : styles.bar}
              x={g.xAt(index) - width / 2}
              y={top}
              width={width}
              height={Math.max(0, Math.abs(g.y(point.value) - g.baseline))}
              rx={2}
              data-bar={point.x}
            >
              <title>{g.describe(point)}</title>
            </rect>
          );
        })
      }
    />
  );
}

/**
 * A series over time as a line with points, drawn as SVG from the theme's colours. Time runs in
 * reading order (right to left in Arabic); one image with a spoken summary, and a data-table toggle.
 */
export function LineChart(props: ChartProps) {
  return (
    <ChartShell
      {...props}
      xType={props.xType ?? 'date'}
      kind="line"
      marks={(g) => {
        const points = props.data.map((point, index) => [g.xAt(index), g.y(point.value)] as const);
        const path = points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`).join(' ');
        const first = points[0]!;
        const last = points[points.length - 1]!;
        const area = `${path} L${last[0].toFixed(1)} ${g.baseline.toFixed(1)} L${first[0].toFixed(1)} ${g.baseline.toFixed(1)} Z`;
        return (
          <>
            <path className={styles.area} d={area} />
            <path className={styles.line} d={path} data-line="" />
            {props.data.map((point, index) => (
              <circle key={point.x} className={styles.point} cx={points[index]![0]} cy={points[index]![1]} r={3.5} data-point={point.x}>
                <title>{g.describe(point)}</title>
              </circle>
            ))}
          </>
        );
      }}
    />
  );
}
