import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { listenToProvider } from '../../realtime/echo';
import { useRealtimeConnection } from '../../realtime/RealtimeProvider';
import { useSession } from '../session/SessionProvider';

/**
 * On the real-time `reservation.updated` event, refetch what it can change: reservation lists,
 * schedules and details, free slots, and the wallet (a completion credits it). Each
 * (re)subscription of the channel does too: updates sent while it was not subscribed (before the
 * connection opened, during a drop) were never delivered.
 * Stops only its own listeners: leaving the channel would also silence the shell's notifications.
 */
export function useReservationUpdates(): void {
  const connection = useRealtimeConnection();
  const userId = useSession((s) => s.context.provider?.user?.id);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!connection || userId === undefined) return undefined;
    const refresh = () => {
      for (const key of ['reservations', 'reservation', 'slots', 'wallet']) void queryClient.invalidateQueries({ queryKey: [key] });
    };
    return listenToProvider(connection, userId, { reservationUpdated: refresh, subscribed: refresh });
  }, [connection, userId, queryClient]);
}
