import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { toast } from '../../../../design-system/components/Toast';
import { ApiError } from '../../../../api-spec/client';
import { api, call } from '../../../api';
import type { Reservation } from '../data';

/** What the lists showing bookings refresh after one's status changed (the booking itself is set from the answer). */
const affectedKeys = ['reservations', 'slots', 'clients'] as const;

/**
 * Approving (the contract's confirm) and declining (with the reason the customer sees) a booking
 * that awaits the salon. A 409 (approved or cancelled meanwhile, on another screen) is shown by the
 * API client's notice; the lists are refreshed so the fresh status shows.
 */
export function useBookingApproval(onDone?: (reservation: Reservation) => void) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const refreshLists = () => {
    for (const key of affectedKeys) void queryClient.invalidateQueries({ queryKey: [key] });
  };
  const settle = (reservation: Reservation, message: string) => {
    queryClient.setQueryData(['reservation', reservation.id], { data: reservation, message: '' });
    refreshLists();
    toast.positive(message);
    onDone?.(reservation);
  };
  // Approved or cancelled meanwhile (409, said by the API client's notice): show the fresh status.
  const onError = (error: unknown, variables: Reservation | { reservation: Reservation }) => {
    if (!(error instanceof ApiError && error.status === 409)) return;
    const id = 'reservation' in variables ? variables.reservation.id : variables.id;
    void queryClient.invalidateQueries({ queryKey: ['reservation', id] });
    refreshLists();
  };

  const approve = useMutation({
    mutationFn: (reservation: Reservation) => call(api.POST('/provider/reservations/{id}/confirm', { params: { path: { id: reservation.id } } })),
    onSuccess: (body, reservation) =>
      settle(body.data, body.message || intl.formatMessage({ id: 'approval.approved' }, { customer: reservation.customer_name })),
    onError,
  });
  const decline = useMutation({
    mutationFn: ({ reservation, reason }: { reservation: Reservation; reason: string }) =>
      call(api.POST('/provider/reservations/{id}/decline', { params: { path: { id: reservation.id } }, body: { reason } })),
    onSuccess: (body, { reservation }) =>
      settle(body.data, body.message || intl.formatMessage({ id: 'approval.declined' }, { customer: reservation.customer_name })),
    onError,
  });
  return { approve, decline };
}
