import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { storedToken } from '../api/client';
import { apiRuntime } from '../api/runtime';
import { connectRealtime, realtimeConfig, type RealtimeConnection } from './echo';

const RealtimeContext = createContext<RealtimeConnection | null>(null);

/**
 * One real-time connection for the signed-in provider's pages, shared by everything that
 * listens (notifications, reservations). Connects on mount, disconnects on unmount.
 */
export function ProviderRealtimeProvider({ children }: { children: ReactNode }) {
  const [connection, setConnection] = useState<RealtimeConnection | null>(null);
  useEffect(() => {
    const created = connectRealtime(realtimeConfig(), { authorization: () => storedToken('provider'), locale: () => apiRuntime().locale });
    setConnection(created);
    return () => created.disconnect();
  }, []);
  return <RealtimeContext.Provider value={connection}>{children}</RealtimeContext.Provider>;
}

/** The shared connection, or null outside a provider page (stories, before it connects). */
export function useRealtimeConnection(): RealtimeConnection | null {
  return useContext(RealtimeContext);
}
