import { useCallback, useEffect, useRef, useState, type MouseEvent, type PointerEvent, type RefObject } from 'react';
import { dropPlace, dropVerdict, LONG_PRESS_MS, pressOutcome, type DropArea, type DropGrab, type DropPlace } from './scheduleDrop';
import type { ScheduleColumn } from './scheduleLayout';

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
  startedAt: number;
  pointerType: string;
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
 * Dragging a reservation block: with a mouse or pen the block is pressed and moved past a few
 * pixels; with a finger it is held still for a long press (LONG_PRESS_MS), which lifts it (the
 * outline shows on its own place), then moved. A finger that moves before the long press scrolls
 * the page as always; once a block is lifted the page stays still under the finger. Released over a
 * column and time: while it moves, `preview` says where it would land; on release over an allowed
 * place, `onDrop`. A drag never also opens the reservation (the click it ends in is swallowed);
 * Escape cancels.
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

  // While a block is lifted, a finger's moves drag it instead of scrolling the page. The listener
  // is there before any touch starts (a browser decides at touchstart whether moves may be held back).
  const { enabled, rootRef } = options;
  const drawn = options.columns.length > 0;
  useEffect(() => {
    const root = rootRef.current;
    if (!enabled || !root) return undefined;
    const stillPage = (e: TouchEvent) => {
      if (press.current?.dragging && e.cancelable) e.preventDefault();
    };
    root.addEventListener('touchmove', stillPage, { passive: false });
    return () => root.removeEventListener('touchmove', stillPage);
  }, [enabled, rootRef, drawn]);

  const onPointerDown = useCallback((event: PointerEvent) => {
    const { enabled, columns, openMinute, closeMinute } = latest.current;
    if (!enabled || event.button !== 0) return;
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
      startedAt: performance.now(),
      pointerType: event.pointerType,
      dragging: false,
    };
    press.current = held;

    const show = (current: Press, x: number, y: number) => {
      const next = placeAt(latest.current, x, y, current);
      setPreview((shown) => (shown && next && shown.place.barberId === next.place.barberId && shown.place.minute === next.place.minute && shown.place.date === next.place.date ? shown : next));
    };
    const move = (e: globalThis.PointerEvent) => {
      const current = press.current;
      if (!current || e.pointerType !== current.pointerType) return;
      if (!current.dragging) {
        const outcome = pressOutcome(current.pointerType, Math.hypot(e.clientX - current.startX, e.clientY - current.startY), performance.now() - current.startedAt);
        // A finger that moves first is scrolling: let it.
        if (outcome === 'none') return finish();
        if (outcome === 'pending') return;
        current.dragging = true;
      }
      e.preventDefault();
      show(current, e.clientX, e.clientY);
    };
    // A finger held still lifts the block: the outline shows on its own place until it moves.
    const hold =
      held.pointerType === 'touch'
        ? setTimeout(() => {
            const current = press.current;
            if (current !== held || current.dragging || pressOutcome('touch', 0, performance.now() - current.startedAt) !== 'drag') return;
            current.dragging = true;
            show(current, current.startX, current.startY);
          }, LONG_PRESS_MS)
        : undefined;
    // A long press opens no context menu over a held block.
    const noMenu = (e: Event) => {
      if (press.current) e.preventDefault();
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
      clearTimeout(hold);
      press.current = null;
      setPreview(null);
      detach.current?.();
    };
    detach.current?.();
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
    window.addEventListener('keydown', onKey, true);
    window.addEventListener('contextmenu', noMenu);
    detach.current = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
      window.removeEventListener('keydown', onKey, true);
      window.removeEventListener('contextmenu', noMenu);
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
