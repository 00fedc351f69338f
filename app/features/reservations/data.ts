import { today, startOfWeek, parseDate, type CalendarDate } from '@internationalized/date';
import { useQuery } from '@tanstack/react-query';
import { api, call } from '../../api';
import type { components, paths } from '../../../api-spec/schema';

export type Reservation = components['schemas']['Reservation'];
export type ReservationStatus = components['schemas']['ReservationStatus'];
export type Salon = components['schemas']['Salon'];
export type Slot = components['schemas']['Slot'];

export const reservationStatuses: readonly ReservationStatus[] = ['pending', 'confirmed', 'completed', 'cancelled', 'no_show'];
export const DEFAULT_ZONE = 'Asia/Riyadh';

/** Every salon of the provider (a provider has a handful; one page of 100 holds them). */
export function useSalons() {
  return useQuery({
    queryKey: ['salons', { per_page: 100 }],
    queryFn: () => call(api.GET('/provider/salons', { params: { query: { per_page: 100 } } })),
    select: (body) => body.data,
  });
}

export function useBarbers(salonId: number | undefined) {
  return useQuery({
    queryKey: ['barbers', { salon_id: salonId, per_page: 100 }],
    queryFn: () => call(api.GET('/provider/barbers', { params: { query: { salon_id: salonId, per_page: 100 } } })),
    select: (body) => body.data,
    enabled: salonId !== undefined,
  });
}

export function useServices(salonId: number | undefined) {
  return useQuery({
    queryKey: ['services', { salon_id: salonId, per_page: 100, is_active: 1 }],
    queryFn: () => call(api.GET('/provider/services', { params: { query: { salon_id: salonId, per_page: 100, is_active: 1 } } })),
    select: (body) => body.data,
    enabled: salonId !== undefined,
  });
}

/** Active barbers who perform every chosen service (the API refuses the others). */
export function barbersDoingAll<B extends { is_active: boolean; service_ids: number[] }>(barbers: readonly B[] | undefined, serviceIds: readonly number[]): B[] {
  return (barbers ?? []).filter((b) => b.is_active && serviceIds.every((id) => b.service_ids.includes(id)));
}

/** The free times of a day for the chosen services (and barber), as one list; asked only once a service is chosen. */
export function useFreeSlots(query: paths['/provider/slots']['get']['parameters']['query'], enabled: boolean) {
  return useQuery({
    queryKey: ['slots', query],
    queryFn: () => call(api.GET('/provider/slots', { params: { query } })),
    select: (body) => body.data.flatMap((d) => d.slots),
    enabled,
  });
}

/** `YYYY-MM-DD` from the address, or today in the zone when missing or malformed. */
export function dayOrToday(value: string | null, timeZone: string): CalendarDate {
  if (value && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    try {
      return parseDate(value);
    } catch {
      /* falls through to today */
    }
  }
  return today(timeZone);
}

/** The week shown starts on Sunday, as the salon week does (WorkingHours day 0 = Sunday). */
export function weekStart(day: CalendarDate): CalendarDate {
  return startOfWeek(day, 'en-US');
}

/** The instant a calendar day starts in a zone, as ISO with offset (for `from`/`to`). */
export function dayStartIso(day: CalendarDate, timeZone: string): string {
  return day.toDate(timeZone).toISOString();
}

/** Opening hours of a salon on a weekday (0 = Sunday), or the widest hours of the week. */
export function openingHours(salon: Salon | undefined, weekday?: number): { opensAt: string; closesAt: string } {
  const days = (salon?.working_hours ?? []).filter((d) => d.is_open && (weekday === undefined || d.day === weekday));
  if (days.length === 0) return { opensAt: '09:00', closesAt: '22:00' };
  const opensAt = days.map((d) => d.opens_at).sort()[0] ?? '09:00';
  const closesAt = days.map((d) => d.closes_at).sort().at(-1) ?? '22:00';
  return { opensAt, closesAt };
}

