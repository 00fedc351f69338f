import type { Schema } from '../../../api-spec';
import { api, call } from '../../api';

export type Service = Schema<'Service'>;
export type ServiceInput = Schema<'ServiceInput'>;

export const serviceKeys = {
  all: ['services'] as const,
  list: (query: Record<string, unknown>) => ['services', 'list', query] as const,
  one: (id: number) => ['services', id] as const,
};

/** The provider's salons for pickers (first 100, by name). */
export const salonOptionsQuery = {
  queryKey: ['salons', 'options'] as const,
  queryFn: () => call(api.GET('/provider/salons', { params: { query: { per_page: 100, sort: 'name' } } })),
};

/** SAR ⇄ halalas: the API speaks integer halalas, people speak riyals. */
export const toHalalas = (sar: number) => Math.round(sar * 100);
export const toRiyals = (halalas: number) => halalas / 100;
