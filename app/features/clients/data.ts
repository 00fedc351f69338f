import type { paths } from '../../../api-spec/schema';

/** A client of the business, keyed by mobile, with the counts the server keeps from their bookings. */
export type Client = paths['/provider/clients/{id}']['get']['responses'][200]['content']['application/json']['data'];
export type ClientPatch = NonNullable<paths['/provider/clients/{id}']['patch']['requestBody']>['content']['application/json'];

export const clientKeys = {
  all: ['clients'] as const,
  list: (query: object) => ['clients', 'list', query] as const,
  one: (id: number) => ['clients', 'one', id] as const,
};
