import { useQuery } from '@tanstack/react-query';
import type { paths } from '../../../api-spec/schema';
import { api, call } from '../../api';

export const onlineBookingKey = (salonId: number) => ['online-booking', salonId] as const;

/** A salon's online-booking settings (defaults, online booking off, before the first save). */
export function useOnlineBooking(salonId: number | undefined) {
  return useQuery({
    queryKey: onlineBookingKey(salonId ?? 0),
    queryFn: () => call(api.GET('/provider/salons/{id}/online-booking', { params: { path: { id: salonId ?? 0 } } })),
    select: (body) => body.data,
    enabled: salonId !== undefined,
  });
}

type SettingsOperation = paths['/provider/salons/{id}/online-booking'];
/** The settings as the server answers them (with the public path). */
export type OnlineBookingSettings = SettingsOperation['get']['responses'][200]['content']['application/json']['data'];
/** What saving sends. */
export type OnlineBookingInput = NonNullable<SettingsOperation['put']['requestBody']>['content']['application/json'];
