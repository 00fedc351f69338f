/**
 * What the slots call needs of a salon that changes rarely (its zone, slot interval, hours and
 * buffers, its services' durations, its barbers and the services each performs), in one query,
 * and a per-process cache of it. Reservations are never cached: the slots call reads them fresh.
 *
 * The cache keeps a salon `ttlMs` of real time at most. A change that succeeds on this process drops
 * its provider's salons before the answer leaves (app.ts); another process behind the same balancer
 * sees it within `ttlMs`. A slot offered from slightly old settings is still checked on booking,
 * which re-reads everything in its transaction.
 */
import { sql } from 'kysely';
import { PREPARED } from '../db';
import type { Db } from './booking-shared';
import { effectiveBuffers } from './buffer-times';
import type { PauseMode, PrayerPauseRules } from './prayer-pauses';
import { messageSettingsOf, type SalonMessageSettings } from '../messages/plan';
import type { SlotBarber } from './slots';
import type { WeeklyHours } from './working-hours';

/** A name in each language (Turkish and Urdu optional), as a booking copies it. */
export interface Names {
  name_ar: string;
  name_en: string;
  name_tr: string | null;
  name_ur: string | null;
}

export interface SalonSettings {
  id: number;
  names: Names;
  timezone: string;
  slotIntervalMinutes: number;
  isActive: boolean;
  latitude: number;
  longitude: number;
  /** The salon's prayer-pause rules (null: never set, no pauses). */
  prayerPauses: PrayerPauseRules | null;
  /** Its customer messages' channel and reminders (a booking plans its messages from them). */
  messages: SalonMessageSettings;
  /** Every service of the salon, active or not, by id (names and price: what a booking copies). */
  services: ReadonlyMap<number, { isActive: boolean; durationMinutes: number; price: number; names: Names }>;
  /** Every barber of the salon, active or not, in id order, with effective hours and buffers. */
  barbers: ReadonlyArray<SlotBarber & { name: string; isActive: boolean; serviceIds: ReadonlySet<number>; pauseMode: PauseMode }>;
}

/** The Ramadan week a barber works: none when the salon's Ramadan hours are off, else their own or the salon's. */
function effectiveRamadanHours(salon: { enabled: boolean; working_hours: WeeklyHours } | null, own: WeeklyHours | null): WeeklyHours | null {
  if (!salon?.enabled) return null;
  return own ?? salon.working_hours;
}

interface SettingsRow {
  salon: Names & {
    id: number;
    timezone: string;
    slot_interval_minutes: number;
    working_hours: WeeklyHours;
    buffer_before_minutes: number;
    buffer_after_minutes: number;
    is_active: boolean;
    latitude: number;
    longitude: number;
    prayer_pauses: PrayerPauseRules | null;
    ramadan_hours: { enabled: boolean; working_hours: WeeklyHours } | null;
    message_channel: SalonMessageSettings['channel'] | null;
    reminders_enabled: boolean | null;
    reminder_offsets_minutes: number[] | null;
  } | null;
  services: Array<Names & { id: number; is_active: boolean; duration_minutes: number; price: number }> | null;
  barbers: Array<{
    id: number;
    name: string;
    is_active: boolean;
    working_hours: WeeklyHours | null;
    buffer_before_minutes: number | null;
    buffer_after_minutes: number | null;
    service_ids: number[];
    pause_mode: PauseMode | null;
    ramadan_hours: WeeklyHours | null;
  }> | null;
}

/** The salon's booking settings, or null when the provider has no such salon. */
export async function loadSalonSettings(db: Db, providerId: number, salonId: number): Promise<SalonSettings | null> {
  const result = await sql<SettingsRow>`${sql.raw(PREPARED)}
    WITH salon AS (
      SELECT s.id, s.name_ar, s.name_en, s.name_tr, s.name_ur, s.timezone, s.slot_interval_minutes, s.working_hours, s.buffer_before_minutes, s.buffer_after_minutes, s.is_active,
             s.latitude, s.longitude, r.prayer_pauses, r.ramadan_hours,
             m.channel AS message_channel, m.reminders_enabled, m.reminder_offsets_minutes
        FROM salons s LEFT JOIN salon_schedule_rules r ON r.salon_id = s.id LEFT JOIN salon_message_settings m ON m.salon_id = s.id
       WHERE s.id = ${salonId} AND s.provider_id = ${providerId}
    )
    SELECT
      (SELECT row_to_json(salon) FROM salon) AS salon,
      (SELECT json_agg(json_build_object('id', v.id, 'is_active', v.is_active, 'duration_minutes', v.duration_minutes, 'price', v.price,
                                'name_ar', v.name_ar, 'name_en', v.name_en, 'name_tr', v.name_tr, 'name_ur', v.name_ur))
         FROM services v JOIN salon s ON v.salon_id = s.id) AS services,
      (SELECT json_agg(json_build_object(
                'id', b.id, 'name', b.name, 'is_active', b.is_active, 'working_hours', b.working_hours,
                'buffer_before_minutes', b.buffer_before_minutes, 'buffer_after_minutes', b.buffer_after_minutes,
                'service_ids', (SELECT coalesce(json_agg(bs.service_id), '[]'::json) FROM barber_services bs WHERE bs.barber_id = b.id),
                'pause_mode', br.prayer_pause_mode, 'ramadan_hours', br.ramadan_hours)
              ORDER BY b.id)
         FROM barbers b JOIN salon s ON b.salon_id = s.id LEFT JOIN barber_schedule_rules br ON br.barber_id = b.id) AS barbers`.execute(db);
  const row = result.rows[0];
  // pg parses json columns; PGlite may hand them over as text.
  const parse = <T>(value: T | string | null | undefined): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : (value ?? null));
  const salon = parse(row?.salon);
  if (!salon) return null;
  const names = (n: Names): Names => ({ name_ar: n.name_ar, name_en: n.name_en, name_tr: n.name_tr, name_ur: n.name_ur });
  return {
    id: salon.id,
    names: names(salon),
    timezone: salon.timezone,
    slotIntervalMinutes: salon.slot_interval_minutes,
    isActive: salon.is_active,
    latitude: salon.latitude,
    longitude: salon.longitude,
    prayerPauses: parse(salon.prayer_pauses),
    messages: messageSettingsOf({ channel: salon.message_channel, reminders_enabled: salon.reminders_enabled, reminder_offsets_minutes: salon.reminder_offsets_minutes }),
    services: new Map((parse(row!.services) ?? []).map((s) => [s.id, { isActive: s.is_active, durationMinutes: s.duration_minutes, price: s.price, names: names(s) }])),
    barbers: (parse(row!.barbers) ?? []).map((b) => {
      const buffers = effectiveBuffers(salon, b);
      return {
        id: b.id,
        name: b.name,
        isActive: b.is_active,
        hours: b.working_hours ?? salon.working_hours,
        bufferBeforeMinutes: buffers.before,
        bufferAfterMinutes: buffers.after,
        serviceIds: new Set(b.service_ids),
        pauseMode: b.pause_mode ?? 'salon',
        ramadanHours: effectiveRamadanHours(parse(salon.ramadan_hours), parse(b.ramadan_hours)),
      };
    }),
  };
}

interface Entry {
  settings: SalonSettings;
  storedAt: number;
}

export class SalonSettingsCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;

  constructor(
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 5_000,
    private readonly monotonic: () => number = () => performance.now(),
  ) {}

  /** The settings, from memory when fresh, else loaded (and kept unless a change raced the load). */
  async get(db: Db, providerId: number, salonId: number): Promise<SalonSettings | null> {
    const key = `${providerId}:${salonId}`;
    const entry = this.entries.get(key);
    if (entry && this.monotonic() - entry.storedAt < this.ttlMs) return entry.settings;
    const mark = this.generation;
    const settings = await loadSalonSettings(db, providerId, salonId);
    if (!settings) {
      this.entries.delete(key);
      return null;
    }
    if (this.ttlMs > 0 && mark === this.generation) {
      this.entries.delete(key);
      if (this.entries.size >= this.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
      this.entries.set(key, { settings, storedAt: this.monotonic() });
    }
    return settings;
  }

  /** Drops every salon of a provider (after a change of theirs went through). */
  forgetProvider(providerId: number): void {
    this.generation++;
    const prefix = `${providerId}:`;
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
