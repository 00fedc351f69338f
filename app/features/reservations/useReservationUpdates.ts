import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { providerChannel, realtimeEvents } from '../../realtime/echo';
import { useRealtimeConnection } from '../../realtime/RealtimeProvider';
import { useSession } from '../session/SessionProvider';

/**
 * On the real-time `reservation.updated` event, refetch what it can change: reservation lists,
 * schedules and details, free slots, and the wallet (a completion credits it).
 * Stops only its own listener: leaving the channel would also silence the shell's notifications.
 */
export function useReservationUpdates(): void {
  const connection = useRealtimeConnection();
  const userId = useSession((s) => s.context.provider?.user?.id);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!connection || userId === undefined) return undefined;
    const channel = connection.private(providerChannel(userId));
    const refresh = () => {
      for (const key of ['reservations', 'reservation', 'slots', 'wallet']) void queryClient.invalidateQueries({ queryKey: [key] });
    };
    channel.listen(realtimeEvents.reservationUpdated, refresh);
    return () => {
      channel.stopListening(realtimeEvents.reservationUpdated, refresh);
    };
  }, [connection, userId, queryClient]);
}
