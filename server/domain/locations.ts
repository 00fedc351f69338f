/** Countries, states (regions) and cities, seeded by migration 0101; names in the reader's language. */
import type { components } from '../../api-spec/schema';
import { BookingNotFoundError, resolveText, type Db, type Locale } from './booking-shared';

export type CountryView = components['schemas']['Country'];
export type StateView = components['schemas']['State'];
export type CityView = components['schemas']['City'];

const byName = <T extends { name: string }>(rows: T[], locale: Locale) => rows.sort((a, b) => a.name.localeCompare(b.name, locale));

export async function listCountries(db: Db, locale: Locale): Promise<CountryView[]> {
  const rows = await db.selectFrom('countries').selectAll().execute();
  return byName(rows.map((c) => ({ id: c.id, name: resolveText(c, 'name', locale) ?? c.name_en, phone_code: c.phone_code })), locale);
}

export async function listStates(db: Db, countryId: number, locale: Locale): Promise<StateView[]> {
  const country = await db.selectFrom('countries').select('id').where('id', '=', countryId).executeTakeFirst();
  if (!country) throw new BookingNotFoundError('country');
  const rows = await db.selectFrom('states').selectAll().where('country_id', '=', countryId).execute();
  return byName(rows.map((s) => ({ id: s.id, name: resolveText(s, 'name', locale) ?? s.name_en })), locale);
}

export async function listCities(db: Db, stateId: number, locale: Locale): Promise<CityView[]> {
  const state = await db.selectFrom('states').select('id').where('id', '=', stateId).executeTakeFirst();
  if (!state) throw new BookingNotFoundError('state');
  const rows = await db.selectFrom('cities').selectAll().where('state_id', '=', stateId).execute();
  return byName(rows.map((c) => ({ id: c.id, name: resolveText(c, 'name', locale) ?? c.name_en, latitude: c.latitude, longitude: c.longitude })), locale);
}
