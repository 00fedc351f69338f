import { useContext } from 'react';
import { useIntl } from 'react-intl';
import {
  Button,
  Calendar as AriaCalendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  CalendarStateContext,
  Heading,
  RangeCalendar as AriaRangeCalendar,
  RangeCalendarStateContext,
  Text,
  composeRenderProps,
  type CalendarProps as AriaCalendarProps,
  type DateValue,
  type RangeCalendarProps as AriaRangeCalendarProps,
} from 'react-aria-components';
import { Icon } from '../Icon';
import * as styles from './Calendar.css';
import { useShowsHijri } from './HijriPreference';
import { formatHijri, formatHijriMonths, hijriDay, type DayLike } from '../../../shared/hijri';

/** Month title with the Hijri months it spans underneath (Arabic only), between previous/next buttons. */
function CalendarHeader() {
  const hijriShown = useShowsHijri();
  const intl = useIntl();
  const single = useContext(CalendarStateContext);
  const range = useContext(RangeCalendarStateContext);
  const visible = (single ?? range)?.visibleRange;
  return (
    <div className={styles.header}>
      {/* React Aria's previous/next follow the reading direction; the chevrons mirror with it. */}
      <Button slot="previous" className={styles.navButton} aria-label={intl.formatMessage({ id: 'ds.forms.calendar.previous' })}>
        <Icon name="chevronStart" />
      </Button>
      <div className={styles.titles}>
        <Heading className={styles.heading} />
        {hijriShown && visible && (
          <span className={styles.hijriMonths} lang="ar">
            {formatHijriMonths(visible.start, visible.end)}
          </span>
        )}
      </div>
      <Button slot="next" className={styles.navButton} aria-label={intl.formatMessage({ id: 'ds.forms.calendar.next' })}>
        <Icon name="chevronEnd" />
      </Button>
    </div>
  );
}

function CalendarDays({ isRange = false }: { isRange?: boolean }) {
  const hijri = useShowsHijri();
  return (
    <CalendarGrid className={styles.grid}>
      <CalendarGridHeader>{(day) => <CalendarHeaderCell className={styles.headerCell}>{day}</CalendarHeaderCell>}</CalendarGridHeader>
      <CalendarGridBody>
        {(date) => (
          <CalendarCell date={date} className={[styles.cell, isRange ? styles.rangeCell : ''].filter(Boolean).join(' ')}>
            {({ formattedDate }) => (
              <>
                <span>{formattedDate}</span>
                {hijri && (
                  <span className={styles.hijriDay} aria-hidden="true">
                    {hijriDay(date)}
                  </span>
                )}
              </>
            )}
          </CalendarCell>
        )}
      </CalendarGridBody>
    </CalendarGrid>
  );
}

/** "Corresponds to 1 Ramadan 1445 AH" under the grid, in Arabic, for the chosen day(s). */
function HijriSelection({ days }: { days: DayLike[] }) {
  const intl = useIntl();
  const hijriShown = useShowsHijri();
  if (!hijriShown || days.length === 0) return null;
  const text =
    days.length === 1
      ? intl.formatMessage({ id: 'ds.forms.date.hijri' }, { date: formatHijri(days[0]!) })
      : intl.formatMessage({ id: 'ds.forms.date.hijriRange' }, { start: formatHijri(days[0]!), end: formatHijri(days[1]!) });
  return (
    <p className={styles.footer} aria-live="polite">
      {text}
    </p>
  );
}

function SelectedHijri() {
  const state = useContext(CalendarStateContext);
  const value = state?.value;
  return <HijriSelection days={value && !Array.isArray(value) && 'day' in value ? [value as DayLike] : []} />;
}

function SelectedHijriRange() {
  const state = useContext(RangeCalendarStateContext);
  const value = state?.value;
  return <HijriSelection days={value?.start && value.end ? [value.start, value.end] : []} />;
}

export interface CalendarProps<T extends DateValue> extends AriaCalendarProps<T> {
  errorMessage?: string;
}

/**
 * A month grid for picking one day (Gregorian, from `@internationalized/date`). In Arabic each
 * day also shows its Umm al-Qura Hijri day, the header names the Hijri months, and the chosen day
 * is spelled out in Hijri under the grid. Arrow keys move by day, PageUp/PageDown by month.
 */
export function Calendar<T extends DateValue>({ errorMessage, className, ...props }: CalendarProps<T>) {
  return (
    <AriaCalendar {...props} className={composeRenderProps(className, (own) => [styles.calendar, own].filter(Boolean).join(' '))}>
      <CalendarHeader />
      <CalendarDays />
      <SelectedHijri />
      {errorMessage && (
        <Text slot="errorMessage" className={styles.error}>
          {errorMessage}
        </Text>
      )}
    </AriaCalendar>
  );
}

export interface RangeCalendarProps<T extends DateValue> extends AriaRangeCalendarProps<T> {
  errorMessage?: string;
}

/** Calendar for a span of days: the first press picks the start, the second the end. */
export function RangeCalendar<T extends DateValue>({ errorMessage, className, ...props }: RangeCalendarProps<T>) {
  return (
    <AriaRangeCalendar {...props} className={composeRenderProps(className, (own) => [styles.calendar, own].filter(Boolean).join(' '))}>
      <CalendarHeader />
      <CalendarDays isRange />
      <SelectedHijriRange />
      {errorMessage && (
        <Text slot="errorMessage" className={styles.error}>
          {errorMessage}
        </Text>
      )}
    </AriaRangeCalendar>
  );
}
