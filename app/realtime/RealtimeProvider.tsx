import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { storedToken } from '../api/client';
import { apiRuntime } from '../api/runtime';
import { whenIdle } from '../lib/whenIdle';
import { realtimeConfig, type RealtimeConnection } from './echo';

const RealtimeContext = createContext<RealtimeConnection | null>(null);

/**
 * One real-time connection for the signed-in provider's pages, shared by everything that
 * listens (notifications, reservations). Connects once the page is first idle after mounting
 * (its libraries are loaded then, not in the first screen's code: issue 21 item 17); listeners
 * attach when it arrives. Disconnects on unmount.
 */
export function ProviderRealtimeProvider({ children }: { children: ReactNode }) {
  const [connection, setConnection] = useState<RealtimeConnection | null>(null);
  useEffect(() => {
    let created: RealtimeConnection | null = null;
    let unmounted = false;
    let cancel = whenIdle(() => {
      void import('./connect').then(({ connectRealtime }) => {
        if (unmounted) return;
        // The libraries were evaluated in the task that loaded them; the connection is opened in a
        // later one, so neither makes a long task of the two.
        cancel = whenIdle(() => {
          created = connectRealtime(realtimeConfig(), { authorization: () => storedToken('provider'), locale: () => apiRuntime().locale });
          setConnection(created);
        });
      });
    });
    return () => {
      unmounted = true;
      cancel();
      created?.disconnect();
    };
  }, []);
  return <RealtimeContext.Provider value={connection}>{children}</RealtimeContext.Provider>;
}

/** The shared connection, or null outside a provider page (stories, before it connects). */
export function useRealtimeConnection(): RealtimeConnection | null {
  return useContext(RealtimeContext);
}
