import { onDeviceToken } from '../../push/deviceTokenStore';
import { createSessionActor, useSessionActor, type SessionActor } from '../session/SessionProvider';
import type { SessionSink } from './flowEffects';

let keeper: SessionActor | null = null;

/**
 * The website's document runs no session (the app's document does, started from what the browser
 * kept). A sign-in there goes to a session that only keeps: the same machine writes the user, chat
 * status, role and push token that the app's session restores after the hand-over, so it does not
 * start with an earlier user's data, and its logout can release the push token.
 */
function keepingSession(): SessionActor {
  if (!keeper) {
    const session = createSessionActor({ navigate: () => undefined, notify: () => undefined, logout: () => Promise.resolve() });
    onDeviceToken((token) => session.send({ type: 'PUSH_TOKEN', token }));
    keeper = session;
  }
  return keeper;
}

/**
 * Hands signed-in sessions to the app's session actor, or, where none runs (the website's
 * document, a story of one form), to a session that keeps them for the app's document.
 */
export function useSessionSink(): SessionSink {
  let actor: SessionActor;
  try {
    actor = useSessionActor();
  } catch {
    actor = keepingSession();
  }
  const session = actor;
  return (signedIn) => session.send(signedIn ? { type: 'SIGNED_IN', session: signedIn } : { type: 'END_SESSIONS' });
}
