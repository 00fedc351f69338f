import { useCallback, useEffect, useState } from 'react';
import type { SlotDay } from '../types';
import { nextDays } from './slots';

/** Days the slots call answers per request: the day step pages through the salon's window this many at a time. */
const PAGE_DAYS = 14;

/** One page of the window: its first day and how many days it asks for (fewer on the last page). */
export interface DayPage {
  from: string;
  days: number;
}

/**
 * The salon's booking window, `horizonDays` days from `today` (the salon's, today first), cut into
 * pages of two weeks; the last page stops at the window's last day, so no day past it is asked for.
 */
export function windowPages(today: string, horizonDays: number): DayPage[] {
  const days = nextDays(today, Math.max(1, Math.floor(horizonDays)));
  const pages: DayPage[] = [];
  for (let i = 0; i < days.length; i += PAGE_DAYS) pages.push({ from: days[i]!, days: Math.min(PAGE_DAYS, days.length - i) });
  return pages;
}

/** A page's last day (`YYYY-MM-DD`). */
export const lastDayOf = (page: DayPage) => nextDays(page.from, page.days).at(-1)!;

type Loaded = { days: SlotDay[] | null; failed: boolean };

export interface SlotPages {
  /** The window's pages and the one shown. */
  pages: DayPage[];
  page: number;
  /** The shown page's days, null while they load. */
  days: SlotDay[] | null;
  failed: boolean;
  /** Shows another page; loads it unless it came already (a page that failed is asked again). */
  goTo: (page: number) => void;
  /** A day of any page seen so far (the chosen day keeps its times while the customer pages on). */
  find: (date: string) => SlotDay | undefined;
}

/**
 * The day step's pages: the first two weeks of the salon's window, then, on request, the next
 * (or previous) two weeks with `from`, each asked once per choice of services and barber (`key`;
 * null while no day is needed). A new key starts again from the first page and today.
 */
export function useSlotPages(key: string | null, today: () => string, horizonDays: number, load: (page: DayPage) => Promise<SlotDay[]>): SlotPages {
  const [state, setState] = useState<{ key: string; pages: DayPage[]; page: number; loaded: Record<string, Loaded> } | null>(null);
  const current = key !== null && state?.key === key ? state : null;

  useEffect(() => {
    if (key === null || state?.key === key) return;
    setState({ key, pages: windowPages(today(), horizonDays), page: 0, loaded: {} });
  }, [key, state?.key, today, horizonDays]);

  const shown = current ? current.pages[current.page] : undefined;
  const entry = shown && current ? current.loaded[shown.from] : undefined;
  useEffect(() => {
    if (!current || !shown || entry) return;
    const { key: asked } = current;
    const put = (value: Loaded) =>
      setState((now) => (now?.key === asked ? { ...now, loaded: { ...now.loaded, [shown.from]: value } } : now));
    put({ days: null, failed: false });
    load(shown).then(
      (days) => put({ days, failed: false }),
      () => put({ days: [], failed: true }),
    );
  }, [current, shown, entry, load]);

  const goTo = useCallback(
    (page: number) =>
      setState((now) => {
        if (!now || page < 0 || page >= now.pages.length) return now;
        const target = now.pages[page]!;
        const loaded = { ...now.loaded };
        if (loaded[target.from]?.failed) delete loaded[target.from];
        return { ...now, page, loaded };
      }),
    [],
  );
  const find = useCallback(
    (date: string) => {
      if (!current) return undefined;
      for (const value of Object.values(current.loaded)) {
        const day = value.days?.find((d) => d.date === date);
        if (day) return day;
      }
      return undefined;
    },
    [current],
  );

  return {
    pages: current?.pages ?? [],
    page: current?.page ?? 0,
    days: entry?.days ?? null,
    failed: entry?.failed ?? false,
    goTo,
    find,
  };
}
