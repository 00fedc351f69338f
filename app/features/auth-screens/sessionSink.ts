import { useSessionActor } from '../session/SessionProvider';
import type { SessionSink } from './flowEffects';

/**
 * Hands signed-in sessions to the app's session actor. Screens rendered without a
 * <SessionProvider> (a story of one form) still work: the cookies the flows set are the session.
 */
export function useSessionSink(): SessionSink | undefined {
  let actor: ReturnType<typeof useSessionActor> | null;
  try {
    actor = useSessionActor();
  } catch {
    actor = null;
  }
  if (!actor) return undefined;
  const session = actor;
  return (signedIn) => session.send(signedIn ? { type: 'SIGNED_IN', session: signedIn } : { type: 'END_SESSIONS' });
}
