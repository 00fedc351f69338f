import { useQuery } from '@tanstack/react-query';
import type { Schema } from '../../../api-spec';
import { api, call } from '../../api';

/** A salon's customer-message settings (the defaults before the first save). */
export type MessageSettings = Schema<'MessageSettings'>;
export type MessageSettingsInput = Schema<'MessageSettingsInput'>;
export type MessageKind = Schema<'CustomerMessageKind'>;
export type CustomerMessage = Schema<'CustomerMessage'>;

/** Every kind of message, in the order a booking meets them. */
export const messageKinds = ['booked', 'approved', 'declined', 'moved', 'cancelled', 'reminder'] as const satisfies readonly MessageKind[];

export const messageSettingsKey = (salonId: number) => ['salon-messages', salonId] as const;

export function useMessageSettings(salonId: number | undefined) {
  return useQuery({
    queryKey: messageSettingsKey(salonId ?? 0),
    queryFn: () => call(api.GET('/provider/salons/{id}/messages', { params: { path: { id: salonId ?? 0 } } })),
    select: (body) => body.data,
    enabled: salonId !== undefined,
  });
}

/** One message as the salon's customers read it, written by the server's templates. */
export function useMessagePreview(salonId: number, kind: MessageKind, locale: Schema<'Locale'>) {
  return useQuery({
    queryKey: [...messageSettingsKey(salonId), 'preview', kind, locale],
    queryFn: () => call(api.GET('/provider/salons/{id}/messages/preview', { params: { path: { id: salonId }, query: { kind, locale } } })),
    select: (body) => body.data,
  });
}

/** This month's messages sent (the salon's month, by its zone). */
export function useMessageUsage(salonId: number) {
  return useQuery({
    queryKey: [...messageSettingsKey(salonId), 'usage'],
    queryFn: () => call(api.GET('/provider/salons/{id}/messages/usage', { params: { path: { id: salonId } } })),
    select: (body) => body.data,
  });
}
