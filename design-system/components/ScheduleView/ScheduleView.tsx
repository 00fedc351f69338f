import { assignInlineVars } from '@vanilla-extract/dynamic';
import { memo, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { useDateFormatter, VisuallyHidden } from 'react-aria';
import { useLocale } from 'react-aria-components';
import { useIntl, type IntlShape } from 'react-intl';
import { HijriDate } from '../Calendar/HijriPreference';
import * as styles from './ScheduleView.css';
import {
  buildColumns,
  hourMarks,
  instantAt,
  minutesAfter,
  moveFocus,
  nearWindow,
  parseClock,
  rowGrowth,
  shortestBlockMinutes,
  withoutPastSlots,
  WINDOWED_FROM,
  zonedParts,
  type ScheduleBarber,
  type ScheduleBlock,
  type ScheduleColumn,
  type ScheduleItem,
  type ScheduleMove,
  type ScheduleReservation,
  type ScheduleViewMode,
} from './scheduleLayout';
import { useReservationDrag, type ReservationDragPreview } from './useReservationDrag';

export interface ScheduleSlotPress {
  barberId: string;
  /** The slot's start as an ISO instant (UTC). */
  startsAt: string;
}

/** A reservation dragged to another barber's column or time in the day view. */
interface ScheduleReservationMove {
  reservationId: string;
  barberId: string;
  /** The new start as an ISO instant (UTC), on the slot grid. */
  startsAt: string;
  /** The new start's day, `YYYY-MM-DD`, in the salon's zone. */
  date: string;
}

export interface ScheduleViewProps {
  /** Names the schedule ("Sunday's reservations"). */
  'aria-label': string;
  /** `day`: one column per barber; `week`: seven days of one barber. */
  view: ScheduleViewMode;
  /** The day shown, or the first day of the week, `YYYY-MM-DD` in the salon's zone. */
  date: string;
  barbers: readonly ScheduleBarber[];
  /** Whose week the week view shows (default: the first barber). */
  barberId?: string;
  reservations: readonly ScheduleReservation[];
  /** Opening hours of the day, `HH:MM` (default 09:00–22:00). */
  opensAt?: string;
  closesAt?: string;
  /**
   * `closesAt` is on the next day: a night past midnight (Ramadan hours, 21:00–02:00). A time after
   * midnight, before the day's opening, is drawn in the column of the day the night opened.
   */
  closesNextDay?: boolean;
  /** Length of a free slot in minutes (default 30). */
  slotMinutes?: number;
  /** The salon's IANA time zone (default Asia/Riyadh); every time is shown in it. */
  timeZone?: string;
  /** The current instant for the "now" line; defaults to the clock, refreshed each minute. */
  now?: number;
  onReservationPress?: (reservationId: string) => void;
  onSlotPress?: (slot: ScheduleSlotPress) => void;
  /**
   * Day view: a reservation dragged (mouse or pen; by touch after a long press) to another column or time and released where it
   * may go (not its own place, not a past time). The caller confirms the move; the schedule does not.
   */
  onReservationMove?: (move: ScheduleReservationMove) => void;
  /** Closed time to shade and name (prayer pauses, closures, time off); no free slot is offered inside it. */
  blocked?: readonly ScheduleBlockedRange[];
}

/** A span nobody can book: one barber's (`barberId`), or everyone's (`null`). */
interface ScheduleBlockedRange {
  id: string;
  barberId: string | null;
  startsAt: string;
  endsAt: string;
  /** Its name, shown in the shading ("Dhuhr prayer", "Eid al-Fitr"). */
  label: string;
}

interface BlockedInColumn {
  key: string;
  startMinute: number;
  endMinute: number;
  label: string;
}

/** The closed spans of each column, clipped to the day's hours (minutes after the column's midnight, past 1440 for a night). */
function blockedByColumn(columns: readonly ScheduleColumn[], blocked: readonly ScheduleBlockedRange[], timeZone: string, openMinute: number, closeMinute: number): Map<string, BlockedInColumn[]> {
  const result = new Map<string, BlockedInColumn[]>();
  if (blocked.length === 0) return result;
  const spans = blocked.map((b) => ({ range: b, start: zonedParts(b.startsAt, timeZone), end: zonedParts(b.endsAt, timeZone) }));
  for (const column of columns) {
    const list: BlockedInColumn[] = [];
    for (const { range, start, end } of spans) {
      if (!start || !end || (range.barberId !== null && range.barberId !== column.barberId)) continue;
      const from = Math.max(openMinute, minutesAfter(column.date, start));
      const to = Math.min(closeMinute, minutesAfter(column.date, end));
      if (to > from) list.push({ key: `b:${column.key}:${range.id}`, startMinute: from, endMinute: to, label: range.label });
    }
    if (list.length) result.set(column.key, list);
  }
  return result;
}

const statusMessage = {
  pending: 'ds.data.schedule.status.pending',
  confirmed: 'ds.data.schedule.status.confirmed',
  completed: 'ds.data.schedule.status.completed',
  cancelled: 'ds.data.schedule.status.cancelled',
  no_show: 'ds.data.schedule.status.no_show',
} as const;

/** The clock, refreshed once a minute (the "now" line moves no faster). */
function useMinuteClock(fixed: number | undefined): number {
  const [now, setNow] = useState(() => fixed ?? Date.now());
  useEffect(() => {
    if (fixed !== undefined) return undefined;
    const id = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(id);
  }, [fixed]);
  return fixed ?? now;
}

/**
 * A day (columns = barbers) or week (columns = days of one barber) of reservations: blocks
 * placed by start and end in the salon's time zone, coloured and worded by status, and free
 * slots to book. One tab stop; arrow keys move between reservations and free slots (left and
 * right follow the reading direction), Enter or Space activates. A "now" line marks the time; the
 * view opens scrolled to it, and no free slot is offered before it. In the day view a reservation
 * can be dragged to another barber or time (`onReservationMove`); the caller confirms it.
 */
export function ScheduleView({
  view,
  date,
  barbers,
  barberId,
  reservations,
  opensAt = '09:00',
  closesAt = '22:00',
  closesNextDay = false,
  slotMinutes = 30,
  timeZone = 'Asia/Riyadh',
  now,
  onReservationPress,
  onSlotPress,
  onReservationMove,
  blocked = noBlocked,
  ...labelling
}: ScheduleViewProps) {
  const intl = useIntl();
  const { direction } = useLocale();
  // One formatter per render for hundreds of entries: reservation times in the salon's zone,
  // and wall-clock labels (slots, hours) formatted from a UTC date holding that wall time.
  const zoneClock = useDateFormatter({ timeZone, hour: 'numeric', minute: '2-digit' });
  const wallClock = useDateFormatter({ timeZone: 'UTC', hour: 'numeric', minute: '2-digit' });
  const helpId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const nowMs = useMinuteClock(now);
  const openMinute = parseClock(opensAt);
  const closeClock = parseClock(closesAt);
  const closeMinute = closeClock === null ? null : closeClock + (closesNextDay ? 24 * 60 : 0);
  const validHours = openMinute !== null && closeMinute !== null && closeMinute > openMinute && slotMinutes > 0;
  const nowIso = new Date(nowMs).toISOString();

  const [columns, closedTime] = useMemo(() => {
    if (!validHours) return [[], new Map<string, BlockedInColumn[]>()] as const;
    // A time already gone is never offered as free.
    const built = withoutPastSlots(buildColumns({ view, date, barbers, barberId, reservations, openMinute, closeMinute, slotMinutes, timeZone }), zonedParts(nowIso, timeZone));
    const closed = blockedByColumn(built, blocked, timeZone, openMinute, closeMinute);
    if (closed.size === 0) return [built, closed] as const;
    // No free slot is offered where the time is closed.
    const open = built.map((column) => {
      const spans = closed.get(column.key);
      return spans ? { ...column, items: column.items.filter((i) => i.kind !== 'slot' || !spans.some((b) => b.startMinute < i.endMinute && i.startMinute < b.endMinute)) } : column;
    });
    return [open, closed] as const;
  }, [validHours, view, date, barbers, barberId, reservations, openMinute, closeMinute, slotMinutes, timeZone, blocked, nowIso]);

  const [activeKey, setActiveKey] = useState<string | null>(null);
  const firstKey = columns.find((c) => c.items.length > 0)?.items[0]?.key ?? null;
  const tabStop = activeKey !== null && columns.some((c) => c.items.some((i) => i.key === activeKey)) ? activeKey : firstKey;

  // Callers often pass fresh arrow functions; entries only see stable handlers.
  const handlers = useRef({ onReservationPress, onSlotPress, onReservationMove });
  useEffect(() => {
    handlers.current = { onReservationPress, onSlotPress, onReservationMove };
  });
  const pressReservation = useCallback((id: string) => handlers.current.onReservationPress?.(id), []);
  const pressSlot = useCallback((slot: ScheduleSlotPress) => handlers.current.onSlotPress?.(slot), []);
  const drag = useReservationDrag({
    enabled: view === 'day' && onReservationMove !== undefined,
    rootRef,
    columns,
    direction,
    openMinute: openMinute ?? 0,
    closeMinute: closeMinute ?? 0,
    slotMinutes,
    now: zonedParts(nowIso, timeZone),
    onDrop: (reservationId, place) =>
      handlers.current.onReservationMove?.({ reservationId, barberId: place.barberId, date: place.date, startsAt: instantAt(place.date, place.minute, timeZone) }),
  });

  // A day (or week) that holds the "now" line opens scrolled to it, a third of the way down; once per day shown.
  const scrollerRef = useRef<HTMLDivElement>(null);
  const scrolledFor = useRef<string | null>(null);
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    const line = scroller?.querySelector<HTMLElement>('[data-now-line]');
    const shown = `${view}:${date}`;
    if (!scroller || !line || scrolledFor.current === shown) return;
    scrolledFor.current = shown;
    const offset = line.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
    scroller.scrollTop = Math.max(0, offset - scroller.clientHeight / 3);
  });

  // Hundreds of reservations: only those near the visible part draw their words (the rest are
  // coloured boxes named by aria-label), so a busy week lays out dozens of texts, not hundreds.
  // A schedule that opens this busy holds no entries until the near part is measured (`undefined`):
  // the first commit is the bare grid, measured in the layout effect below, and the entries are
  // then created once, already worded or not, in the same task before any paint. (Drawing 500
  // wordless blocks first cost a style and layout pass over them, then a second one to word the
  // near ones.) One that grows this busy keeps its entries (and their focus): `null` until measured.
  // Near blocks too short to show a second line (a probe of that height is measured with the
  // columns) draw their first line only: a busy week's ten-minute blocks show their name and
  // status, and their time, wrapped out of sight, is no longer laid out unseen.
  const reservationCount = useMemo(() => columns.reduce((n, c) => n + c.items.filter((i) => i.kind === 'reservation').length, 0), [columns]);
  const windowed = reservationCount >= WINDOWED_FROM;
  // `oneLine`: reservations shorter than this many minutes have room for their first line only.
  const [near, setNear] = useState<{ from: number; to: number; oneLine: number } | null | undefined>(() => (windowed ? undefined : null));
  const measureNear = useCallback(() => {
    const scroller = scrollerRef.current;
    const column = scroller?.querySelector<HTMLElement>('[data-column]');
    if (!scroller || !column || openMinute === null || closeMinute === null) {
      // Nothing to measure: the entries are drawn as boxes named by aria-label.
      setNear((shown) => shown ?? null);
      return;
    }
    const box = scroller.getBoundingClientRect();
    const columnBox = column.getBoundingClientRect();
    const shown = nearWindow(box.top - columnBox.top, box.top - columnBox.top + scroller.clientHeight, columnBox.height, openMinute, closeMinute);
    // The probe is as tall as a block showing a second line; a pixel's leeway keeps the lines of a block that just fits them.
    const probe = scroller.querySelector<HTMLElement>('[data-line-probe]')?.getBoundingClientRect().height ?? 0;
    const oneLine = Math.max(0, ((probe - 1) * (closeMinute - openMinute)) / columnBox.height);
    const next = shown && { ...shown, oneLine };
    setNear((was) => (was && next && was.from === next.from && was.to === next.to && was.oneLine === next.oneLine ? was : next));
  }, [openMinute, closeMinute]);
  useLayoutEffect(() => {
    if (windowed) measureNear();
  }, [windowed, measureNear, view, date]);
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!windowed || !scroller) return undefined;
    let frame = 0;
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measureNear);
    };
    scroller.addEventListener('scroll', later, { passive: true });
    window.addEventListener('resize', later);
    return () => {
      cancelAnimationFrame(frame);
      scroller.removeEventListener('scroll', later);
      window.removeEventListener('resize', later);
    };
  }, [windowed, measureNear]);
  const statusText = useMemo(
    () => Object.fromEntries(Object.entries(statusMessage).map(([status, id]) => [status, intl.formatMessage({ id })])) as Record<keyof typeof statusMessage, string>,
    [intl],
  );
  const columnName = useCallback(
    (column: ScheduleColumn) =>
      view === 'day'
        ? (barbers.find((b) => b.id === column.barberId)?.name ?? column.barberId)
        : intl.formatDate(`${column.date}T12:00:00Z`, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' }),
    [view, barbers, intl],
  );
  // Every entry's place and words, worked out once per schedule (not on each render of the view).
  const looks = useMemo(
    () => (validHours && openMinute !== null && closeMinute !== null ? entryLooks(columns, { openMinute, closeMinute, timeZone, intl, zoneClock, wallClock, statusText, columnName }) : new Map<string, EntryLook>()),
    [validHours, columns, openMinute, closeMinute, timeZone, intl, zoneClock, wallClock, statusText, columnName],
  );

  if (!validHours) return <p className={styles.problem}>{intl.formatMessage({ id: 'ds.data.schedule.invalidHours' })}</p>;
  if (columns.length === 0) return <p className={styles.empty}>{intl.formatMessage({ id: 'ds.data.schedule.noBarbers' })}</p>;

  const span = closeMinute - openMinute;
  const percent = (minute: number) => `${((minute - openMinute) / span) * 100}%`;
  const barberName = new Map(barbers.map((b) => [b.id, b.name]));
  const current = zonedParts(nowIso, timeZone);
  // Now in a column's minutes (after a day's midnight, its night goes on past 1440), when inside its hours.
  const nowIn = (column: ScheduleColumn): number | null => {
    if (current === null) return null;
    const minute = minutesAfter(column.date, current);
    return minute >= openMinute && minute <= closeMinute ? minute : null;
  };
  const nowMinute = columns.map(nowIn).find((minute) => minute !== null) ?? null;
  const showNow = nowMinute !== null;
  const allHours = hourMarks(openMinute, closeMinute, slotMinutes, null);
  const hours = showNow ? hourMarks(openMinute, closeMinute, slotMinutes, nowMinute) : allHours;
  const nowText = intl.formatMessage({ id: 'ds.data.schedule.now' });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = direction === 'rtl';
    const moves: Record<string, ScheduleMove | undefined> = {
      ArrowDown: 'down',
      ArrowUp: 'up',
      ArrowRight: rtl ? 'previousColumn' : 'nextColumn',
      ArrowLeft: rtl ? 'nextColumn' : 'previousColumn',
      Home: event.ctrlKey ? 'first' : 'columnStart',
      End: event.ctrlKey ? 'last' : 'columnEnd',
    };
    const move = moves[event.key];
    const from = (event.target as HTMLElement).closest<HTMLElement>('[data-key]')?.dataset.key ?? null;
    if (!move || from === null) return;
    event.preventDefault();
    const next = moveFocus(columns, from, move);
    if (next === null) return;
    setActiveKey(next);
    rootRef.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(next)}"]`)?.focus();
  };

  // Hover is tracked by delegation so hundreds of entries need no listeners of their own.
  const onPointerOver = (event: PointerEvent) => {
    rootRef.current?.querySelectorAll('[data-hovered]').forEach((el) => el.removeAttribute('data-hovered'));
    (event.target as HTMLElement).closest('[data-key]')?.setAttribute('data-hovered', 'true');
  };
  const onPointerLeave = () => rootRef.current?.querySelectorAll('[data-hovered]').forEach((el) => el.removeAttribute('data-hovered'));

  /** Where a dragged reservation would land, in words: shown in its outline and announced. */
  const dropText = (preview: ReservationDragPreview, column: string) => {
    const time = formatWallClock(wallClock, preview.place.minute);
    if (preview.verdict === 'past') return intl.formatMessage({ id: 'ds.data.schedule.dropPast' }, { time });
    if (preview.verdict === 'same') return intl.formatMessage({ id: 'ds.data.schedule.dropSame' });
    return intl.formatMessage({ id: 'ds.data.schedule.dropTarget' }, { time, column });
  };
  const previewColumn = drag.preview ? (barberName.get(drag.preview.place.barberId) ?? drag.preview.place.barberId) : '';

  return (
    <div className={styles.root}>
      <VisuallyHidden id={helpId}>{intl.formatMessage({ id: 'ds.data.schedule.help' })}</VisuallyHidden>
      <div aria-live="assertive" className={styles.visuallyHidden} data-drop-announcement="">
        {drag.preview ? dropText(drag.preview, previewColumn) : ''}
      </div>
      {/* With no entry to focus (a day all past or closed, no bookings; entries not measured yet), the
          scroller itself is the one tab stop, so that a keyboard can still scroll what overflows. */}
      <div
        className={styles.scroller}
        ref={scrollerRef}
        {...(tabStop === null || (windowed && near === undefined) ? { tabIndex: 0, role: 'region', ...labelling } : {})}
      >
        {/* Keys and pointer events bubble up from the entry buttons; the group itself takes no focus. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <div
          ref={rootRef}
          role="group"
          aria-label={labelling['aria-label']}
          aria-describedby={helpId}
          className={styles.grid}
          style={assignInlineVars({
            [styles.columnCount]: String(columns.length),
            [styles.rowCount]: String(span / slotMinutes),
            [styles.rowGrowth]: String(rowGrowth(slotMinutes, shortestBlockMinutes(columns))),
          })}
          onKeyDown={onKeyDown}
          onFocus={(event) => {
            const key = (event.target as HTMLElement).dataset.key;
            if (key) setActiveKey(key);
          }}
          onPointerOver={onPointerOver}
          onPointerLeave={onPointerLeave}
          onPointerDown={drag.onPointerDown}
          onClickCapture={drag.onClickCapture}
          data-view={view}
          data-dragging={drag.preview ? '' : undefined}
        >
          <div className={styles.corner} aria-hidden="true" />
          {columns.map((column) => (
            <div key={`h-${column.key}`} className={[styles.columnHeader, current?.date === column.date && view === 'week' ? styles.columnHeaderToday : ''].join(' ')} aria-hidden="true">
              <span>{columnName(column)}</span>
              {/* A week's days carry their Umm al-Qura date in Arabic, as the date picker above does. */}
              {view === 'week' ? <HijriDate day={dayOfDate(column.date)} /> : null}
              <span className={styles.columnCountText}>{intl.formatNumber(column.items.filter((i) => i.kind === 'reservation').length)}</span>
            </div>
          ))}
          <div className={styles.gutter} aria-hidden="true">
            <div className={styles.gutterSizer}>
              {allHours.map((minute) => (
                <span key={minute}>{formatWallClock(wallClock, minute)}</span>
              ))}
              <span className={styles.nowLabelSize}>{nowText}</span>
            </div>
            <div className={styles.gutterInner}>
              {windowed ? <span className={styles.lineProbe} data-line-probe="" /> : null}
              {hours.map((minute) => (
                <span key={minute} className={styles.hourLabel} style={assignInlineVars({ [styles.top]: percent(minute) })} data-hour-label="">
                  {formatWallClock(wallClock, minute)}
                </span>
              ))}
              {showNow ? (
                <span className={styles.nowLabel} style={assignInlineVars({ [styles.top]: percent(nowMinute) })} data-now-label="">
                  {nowText}
                </span>
              ) : null}
            </div>
          </div>
          {columns.map((column) => {
            const name = columnName(column);
            const count = column.items.reduce((n, i) => (i.kind === 'reservation' ? n + 1 : n), 0);
            return (
              <div
                key={column.key}
                role="group"
                aria-label={intl.formatMessage({ id: 'ds.data.schedule.column' }, { column: name, count })}
                className={styles.column}
                data-column={column.key}
              >
                {(closedTime.get(column.key) ?? []).map((b) => (
                  <div
                    key={b.key}
                    className={styles.blocked}
                    style={assignInlineVars({ [styles.top]: percent(b.startMinute), [styles.height]: `${((b.endMinute - b.startMinute) / span) * 100}%` })}
                    data-blocked=""
                  >
                    {b.label}
                  </div>
                ))}
                {/* Not measured yet: the entries come in the same commit's layout effect, before any paint. */}
                {(windowed && near === undefined ? noItems : column.items).map((item) => (
                  <ScheduleEntry
                    key={item.key}
                    item={item}
                    look={looks.get(item.key)!}
                    isTabStop={item.key === tabStop}
                    isDragged={item.kind === 'reservation' && drag.preview?.reservationId === item.reservation.id}
                    drawn={!windowed ? 'all' : near != null && item.startMinute < near.to && item.endMinute > near.from ? (item.endMinute - item.startMinute < near.oneLine ? 'first' : 'all') : 'none'}
                    statusText={statusText}
                    barberId={column.barberId}
                    date={column.date}
                    timeZone={timeZone}
                    onReservationPress={pressReservation}
                    onSlotPress={pressSlot}
                  />
                ))}
                {drag.preview && drag.preview.place.barberId === column.barberId && drag.preview.place.date === column.date ? (
                  <div
                    className={styles.dropPreview}
                    style={assignInlineVars({ [styles.top]: percent(drag.preview.place.minute), [styles.height]: `${(drag.preview.durationMinutes / span) * 100}%` })}
                    data-drop-preview={drag.preview.verdict}
                    aria-hidden="true"
                  >
                    {dropText(drag.preview, name)}
                  </div>
                ) : null}
                {nowIn(column) !== null ? (
                  <div className={styles.nowLine} style={assignInlineVars({ [styles.top]: percent(nowIn(column) ?? openMinute) })} data-now-line="" aria-hidden="true" />
                ) : null}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}

const noBlocked: readonly ScheduleBlockedRange[] = [];
const noItems: readonly ScheduleItem[] = [];

const dayOfDate = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};

type Formatter = ReturnType<typeof useDateFormatter>;

/** A wall-clock time (minutes after midnight) as the locale writes it. */
function formatWallClock(wallClock: Formatter, minute: number): string {
  return wallClock.format(new Date(Date.UTC(2000, 0, 1, 0, minute)));
}

/** Where an entry sits and what it says: worked out once per schedule for all its entries. */
interface EntryLook {
  style: CSSProperties;
  /** A reservation's time range; a free slot's accessible text. */
  text: string;
  /** A reservation's accessible name when not all its words are drawn (the same words). */
  label?: string;
  /** "Walk-in": the badge of a customer booked at the door. */
  walkIn?: string;
}

interface LookInput {
  openMinute: number;
  closeMinute: number;
  timeZone: string;
  intl: IntlShape;
  zoneClock: Formatter;
  wallClock: Formatter;
  statusText: Record<ScheduleReservation['status'], string>;
  columnName: (column: ScheduleColumn) => string;
}

/**
 * The inline position and the words of every entry. A busy week repeats the same few hundred
 * clock times: each is formatted once (by its minute of the day in the salon's zone), and each
 * time range once, instead of two Intl calls and a message per reservation.
 */
function entryLooks(columns: readonly ScheduleColumn[], { openMinute, closeMinute, timeZone, intl, zoneClock, wallClock, statusText, columnName }: LookInput): Map<string, EntryLook> {
  const span = closeMinute - openMinute;
  const percent = (minute: number) => `${((minute - openMinute) / span) * 100}%`;
  const clock = new Map<number, string>();
  const instantText = (iso: string) => {
    const minute = zonedParts(iso, timeZone)?.minute;
    if (minute === undefined) return zoneClock.format(new Date(iso));
    let text = clock.get(minute);
    if (text === undefined) {
      text = zoneClock.format(new Date(iso));
      clock.set(minute, text);
    }
    return text;
  };
  const ranges = new Map<string, string>();
  const looks = new Map<string, EntryLook>();
  const walkInText = intl.formatMessage({ id: 'ds.data.schedule.walkIn' });
  for (const column of columns) {
    let name: string | null = null;
    for (const item of column.items) {
      const position = { [styles.top]: percent(item.startMinute), [styles.height]: `${((item.endMinute - item.startMinute) / span) * 100}%` };
      if (item.kind === 'slot') {
        name ??= columnName(column);
        const time = formatWallClock(wallClock, item.startMinute);
        looks.set(item.key, { style: assignInlineVars(position), text: intl.formatMessage({ id: 'ds.data.schedule.freeSlot' }, { time, column: name }) });
        continue;
      }
      const { reservation } = item;
      const start = instantText(reservation.startsAt);
      const end = instantText(reservation.endsAt);
      const pair = `${start}\u0000${end}`;
      let range = ranges.get(pair);
      if (range === undefined) {
        // Two plain formats in a message: Intl's formatRange costs ten times as much, times 500.
        range = intl.formatMessage({ id: 'ds.data.schedule.timeRange' }, { start, end });
        ranges.set(pair, range);
      }
      const walkIn = reservation.walkIn ? walkInText : undefined;
      looks.set(item.key, {
        style: assignInlineVars({ ...position, [styles.laneStart]: `${(item.lane / item.lanes) * 100}%`, [styles.laneSize]: `${100 / item.lanes}%` }),
        text: range,
        // The same name its words give when drawn.
        label: [reservation.customerName, walkIn, statusText[reservation.status], range, reservation.serviceName].filter(Boolean).join(' '),
        walkIn,
      });
    }
  }
  return looks;
}

type Drawn = 'all' | 'first' | 'none';

interface ScheduleEntryProps {
  item: ScheduleItem;
  look: EntryLook;
  isTabStop: boolean;
  isDragged: boolean;
  /**
   * The reservation's words drawn: `all`; `first`, its first line only (name and status), in a
   * block too short to show more; `none`, far from view: its coloured box. Named by aria-label
   * unless all its words are drawn, with the same words.
   */
  drawn: Drawn;
  statusText: Record<ScheduleReservation['status'], string>;
  barberId: string;
  date: string;
  timeZone: string;
  onReservationPress: (id: string) => void;
  onSlotPress: (slot: ScheduleSlotPress) => void;
}

/** One reservation block or free slot; memoised so moving focus re-renders two entries, not hundreds. */
const ScheduleEntry = memo(function ScheduleEntry({ item, look, isTabStop, isDragged, drawn, statusText, barberId, date, timeZone, onReservationPress, onSlotPress }: ScheduleEntryProps) {
  if (item.kind === 'reservation') return <ReservationBlock block={item} look={look} isTabStop={isTabStop} isDragged={isDragged} drawn={drawn} statusText={statusText} onPress={onReservationPress} />;
  return (
    <button
      type="button"
      className={styles.slot}
      style={look.style}
      tabIndex={isTabStop ? 0 : -1}
      data-key={item.key}
      data-kind="slot"
      onClick={() => onSlotPress({ barberId, startsAt: instantAt(date, item.startMinute, timeZone) })}
    >
      <span className={styles.slotMark} aria-hidden="true">
        +
      </span>
      <span className={styles.visuallyHidden}>{look.text}</span>
    </button>
  );
});

function ReservationBlock({
  block,
  look,
  isTabStop,
  isDragged,
  drawn,
  statusText,
  onPress,
}: {
  block: ScheduleBlock;
  look: EntryLook;
  isTabStop: boolean;
  isDragged: boolean;
  drawn: Drawn;
  statusText: Record<ScheduleReservation['status'], string>;
  onPress: (id: string) => void;
}) {
  const { reservation } = block;
  const status = statusText[reservation.status];
  return (
    <button
      type="button"
      className={styles.block({ status: reservation.status })}
      style={look.style}
      tabIndex={isTabStop ? 0 : -1}
      data-key={block.key}
      data-kind="reservation"
      data-status={reservation.status}
      data-dragged={isDragged ? '' : undefined}
      aria-label={drawn === 'all' ? undefined : look.label}
      onClick={() => onPress(reservation.id)}
    >
      {drawn !== 'none' ? (
        <>
          <span className={styles.blockHead}>
            <span className={styles.blockTitle} data-part="name">
              {reservation.customerName}
            </span>
            {look.walkIn ? (
              <span className={styles.blockWalkIn} data-part="walk-in">
                {look.walkIn}
              </span>
            ) : null}
            <span className={styles.blockStatus} data-part="status">
              {status}
            </span>
          </span>
          {drawn === 'all' ? <span className={styles.blockMeta}>{look.text}</span> : null}
          {drawn === 'all' && reservation.serviceName ? <span className={styles.blockMeta}>{reservation.serviceName}</span> : null}
        </>
      ) : null}
    </button>
  );
}
