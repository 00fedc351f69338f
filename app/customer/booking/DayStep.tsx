import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../design-system/components/Button';
import { HijriDate } from '../../../design-system/components/Calendar/HijriPreference';
import { Spinner } from '../../../design-system/components/Spinner';
import type { SlotDay } from '../types';
import * as styles from './Booking.css';
import { lastDayOf, type DayPage } from './dayPages';

/** Paging through the salon's window two weeks at a time (`dayPages.ts`). */
interface DayPaging {
  pages: DayPage[];
  page: number;
  onPage: (page: number) => void;
}

export interface DayStepProps {
  /** The shown days with their free times; null while they load. */
  days: SlotDay[] | null;
  chosen: string | null;
  onChoose: (day: string) => void;
  /** Earlier and later days when the window is longer than one page. */
  paging?: DayPaging;
  /** The shown days could not be loaded. */
  failed?: boolean;
}

const dayOfIso = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};

// A calendar day, not an instant: written at UTC noon so no zone moves it.
const noonOf = (date: string) => `${date}T12:00:00Z`;

/**
 * The days the salon takes bookings on, each with its date (and its Hijri date in Arabic); a day
 * with no free time cannot be chosen. A window longer than two weeks is paged: "Earlier days" and
 * "Later days" ask the server for the two weeks before or after, never past the window's last day.
 */
export function DayStep({ days, chosen, onChoose, paging, failed = false }: DayStepProps) {
  const intl = useIntl();
  return (
    <fieldset className={styles.fieldset} aria-busy={days === null && !failed}>
      <legend className={styles.legend}>
        <FormattedMessage id="customer.booking.day" />
      </legend>
      {paging && paging.pages.length > 1 && <DayPager {...paging} />}
      {failed ? (
        <p className={styles.muted}>
          <FormattedMessage id="customer.booking.daysFailed" />
        </p>
      ) : days === null ? (
        <Spinner label={intl.formatMessage({ id: 'customer.booking.loadingDays' })} />
      ) : days.every((day) => day.slots.length === 0) ? (
        <p className={styles.muted}>
          <FormattedMessage id={paging && paging.page < paging.pages.length - 1 ? 'customer.booking.noDaysHere' : 'customer.booking.noDays'} />
        </p>
      ) : (
        <div className={styles.days}>
          {days.map((day) => {
            const full = day.slots.length === 0;
            const at = noonOf(day.date);
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

/** "Earlier days", the shown range (announced when it changes) and "Later days". */
function DayPager({ pages, page, onPage }: DayPaging) {
  const intl = useIntl();
  const bar = useRef<HTMLDivElement>(null);
  const pressed = useRef<'earlier' | 'later' | null>(null);
  const shown = pages[page]!;
  const first = page === 0;
  const last = page === pages.length - 1;

  // The pressed control disappears from the tab order at either end: focus goes to the other one.
  useEffect(() => {
    const which = pressed.current;
    pressed.current = null;
    if ((which === 'later' && last) || (which === 'earlier' && first)) {
      bar.current?.querySelector<HTMLButtonElement>(`[data-page="${which === 'later' ? 'earlier' : 'later'}"]`)?.focus();
    }
  }, [page, first, last]);

  const range = intl.formatDateTimeRange(new Date(noonOf(shown.from)), new Date(noonOf(lastDayOf(shown))), { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return (
    <div ref={bar} className={styles.pager}>
      <Button
        tone="ghost"
        size="small"
        data-page="earlier"
        isDisabled={first}
        onPress={() => {
          pressed.current = 'earlier';
          onPage(page - 1);
        }}
      >
        <FormattedMessage id="customer.booking.earlierDays" />
      </Button>
      <p className={styles.pagerRange} aria-live="polite">
        <FormattedMessage id="customer.booking.showingDays" values={{ range }} />
      </p>
      <Button
        tone="ghost"
        size="small"
        data-page="later"
        isDisabled={last}
        onPress={() => {
          pressed.current = 'later';
          onPage(page + 1);
        }}
      >
        <FormattedMessage id="customer.booking.laterDays" />
      </Button>
    </div>
  );
}
