/**
 * The push token this browser was granted, announced to whoever keeps it (the app's session).
 * The login flows ask for the token; the session keeps it for logout and restores it on reload.
 */
type Listener = (token: string) => void;

const listeners = new Set<Listener>();

/** Called by the login flows once the browser answered with a token. */
export function announceDeviceToken(token: string | null): void {
  if (!token) return;
  for (const listener of listeners) listener(token);
}

/** Subscribes to granted tokens; returns the unsubscribe. */
export function onDeviceToken(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
