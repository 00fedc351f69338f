/** Closed time and Saudi scheduling rules (closures, prayer pauses, Ramadan hours); see migration 0120. */
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { PauseMode, PrayerPauseRules } from '../../domain/prayer-pauses';
import type { WeeklyHours } from '../../domain/working-hours';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export type ClosureKind = 'holiday' | 'maintenance' | 'time_off' | 'other';

interface ClosuresTable {
  id: Generated<number>;
  provider_id: number;
  salon_id: number;
  barber_id: number | null;
  kind: ClosureKind;
  name: string | null;
  starts_at: Timestamp;
  ends_at: Timestamp;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface RamadanWeek {
  enabled: boolean;
  working_hours: WeeklyHours;
}

interface SalonScheduleRulesTable {
  salon_id: number;
  provider_id: number;
  prayer_pauses: JSONColumnType<PrayerPauseRules | null, string | null, string | null>;
  ramadan_hours: JSONColumnType<RamadanWeek | null, string | null, string | null>;
  updated_at: CreatedAt;
}

interface BarberScheduleRulesTable {
  barber_id: number;
  provider_id: number;
  prayer_pause_mode: ColumnType<PauseMode, PauseMode | undefined, PauseMode>;
  ramadan_hours: JSONColumnType<WeeklyHours | null, string | null, string | null>;
  updated_at: CreatedAt;
}

export interface ScheduleTables {
  closures: ClosuresTable;
  salon_schedule_rules: SalonScheduleRulesTable;
  barber_schedule_rules: BarberScheduleRulesTable;
}
