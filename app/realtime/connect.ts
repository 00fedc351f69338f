/**
 * Opens the real-time connection (laravel-echo over pusher-js) with the settings of echo.ts.
 * Its own module so that the two libraries are loaded and evaluated only when the connection is
 * made, after the dashboard's first screen (RealtimeProvider), not in the first load's code.
 */
import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import type { RealtimeAuth, RealtimeConfig, RealtimeConnection } from './echo';

export function connectRealtime(config: RealtimeConfig, auth: RealtimeAuth): RealtimeConnection {
  return new Echo({
    broadcaster: 'pusher',
    Pusher,
    key: config.key,
    cluster: 'local',
    wsHost: config.host,
    wsPort: config.port,
    wssPort: config.port,
    forceTLS: config.forceTLS,
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    channelAuthorization: {
      endpoint: config.authEndpoint,
      transport: 'ajax',
      headersProvider: () => {
        const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': auth.locale() };
        const token = auth.authorization();
        if (token) headers.Authorization = token;
        return headers;
      },
    },
  });
}
