import { useCallback, useEffect, useRef, useState, type MouseEvent, type PointerEvent, type RefObject } from 'react';
import { dropPlace, dropVerdict, type DropArea, type DropGrab, type DropPlace } from './scheduleDrop';
import type { ScheduleColumn } from './scheduleLayout';

/** How far (px) a pointer must travel before a press on a reservation becomes a drag. */
const DRAG_THRESHOLD = 5;

export interface ReservationDragPreview {
  reservationId: string;
  place: DropPlace;
  verdict: ReturnType<typeof dropVerdict>;
  durationMinutes: number;
}

interface Options {
  /** Only the day view moves reservations, and only when someone listens. */
  enabled: boolean;
  rootRef: RefObject<HTMLElement | null>;
  columns: readonly ScheduleColumn[];
  direction: 'ltr' | 'rtl';
  openMinute: number;
  closeMinute: number;
  slotMinutes: number;
  now: { date: string; minute: number } | null;
  onDrop: (reservationId: string, place: DropPlace) => void;
}

interface Press {
  reservationId: string;
  origin: DropPlace;
  grab: DropGrab;
  startX: number;
  startY: number;
  dragging: boolean;
}

/** Where the held reservation would land with the pointer at (`x`, `y`), measured from the columns on screen. */
function placeAt(options: Options, x: number, y: number, held: Press): ReservationDragPreview | null {
  const { rootRef, columns, direction, openMinute, closeMinute, slotMinutes, now } = options;
  const rects = [...(rootRef.current?.querySelectorAll<HTMLElement>('[data-column]') ?? [])].map((el) => el.getBoundingClientRect());
  if (rects.length === 0) return null;
  const area: DropArea = {
    columns: columns.map((c) => ({ barberId: c.barberId, date: c.date })),
    left: Math.min(...rects.map((r) => r.left)),
    right: Math.max(...rects.map((r) => r.right)),
    top: rects[0]!.top,
    bottom: rects[0]!.bottom,
    direction,
    openMinute,
    closeMinute,
    slotMinutes,
  };
  const place = dropPlace(area, { x, y }, held.grab);
  return place && { reservationId: held.reservationId, place, verdict: dropVerdict(place, held.origin, now), durationMinutes: held.grab.durationMinutes };
}

/**
 * Dragging a reservation block with a mouse or pen: the block is pressed, moved past a few pixels,
 * and released over a column and time. While it moves, `preview` says where it would land; on
 * release over an allowed place, `onDrop`. A drag never also opens the reservation (the click it
 * ends in is swallowed); Escape cancels. Touch keeps scrolling: the change dialog serves it.
 */
export function useReservationDrag(options: Options) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const press = useRef<Press | null>(null);
  const swallowClick = useRef(false);
  const [preview, setPreview] = useState<ReservationDragPreview | null>(null);
  const detach = useRef<(() => void) | null>(null);

  useEffect(() => () => detach.current?.(), []);

  const onPointerDown = useCallback((event: PointerEvent) => {
    const { enabled, columns, openMinute, closeMinute } = latest.current;
    if (!enabled || event.button !== 0 || event.pointerType === 'touch') return;
    const block = (event.target as HTMLElement).closest<HTMLElement>('[data-kind="reservation"]');
    const key = block?.dataset.key;
    const column = columns.find((c) => c.items.some((i) => i.key === key));
    const item = column?.items.find((i) => i.key === key);
    const columnEl = block?.closest<HTMLElement>('[data-column]');
    if (!block || !column || !item || item.kind !== 'reservation' || !columnEl) return;
    const box = columnEl.getBoundingClientRect();
    const minutesPerPixel = (closeMinute - openMinute) / Math.max(1, box.height);
    const held: Press = {
      reservationId: item.reservation.id,
      origin: { barberId: column.barberId, date: column.date, minute: item.startMinute },
      grab: { offsetMinutes: (event.clientY - block.getBoundingClientRect().top) * minutesPerPixel, durationMinutes: item.endMinute - item.startMinute },
      startX: event.clientX,
      startY: event.clientY,
      dragging: false,
    };
    press.current = held;

    const move = (e: globalThis.PointerEvent) => {
      const current = press.current;
      if (!current) return;
      if (!current.dragging && Math.hypot(e.clientX - current.startX, e.clientY - current.startY) < DRAG_THRESHOLD) return;
      current.dragging = true;
      e.preventDefault();
      const next = placeAt(latest.current, e.clientX, e.clientY, current);
      setPreview((shown) => (shown && next && shown.place.barberId === next.place.barberId && shown.place.minute === next.place.minute && shown.place.date === next.place.date ? shown : next));
    };
    const end = (e: globalThis.PointerEvent) => {
      const current = press.current;
      finish();
      if (!current?.dragging || e.type === 'pointercancel') return;
      swallowClick.current = true;
      // The click ends on the block only when released over it; otherwise nothing swallows the flag.
      setTimeout(() => (swallowClick.current = false), 0);
      const landed = placeAt(latest.current, e.clientX, e.clientY, current);
      if (landed?.verdict === 'allowed') latest.current.onDrop(current.reservationId, landed.place);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || !press.current?.dragging) return;
      e.preventDefault();
      finish();
    };
    const finish = () => {
      press.current = null;
      setPreview(null);
      detach.current?.();
    };
    detach.current?.();
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
    window.addEventListener('keydown', onKey, true);
    detach.current = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
      window.removeEventListener('keydown', onKey, true);
      detach.current = null;
    };
  }, []);

  const onClickCapture = useCallback((event: MouseEvent) => {
    if (!swallowClick.current) return;
    swallowClick.current = false;
    event.stopPropagation();
    event.preventDefault();
  }, []);

  return { preview, onPointerDown, onClickCapture };
}
