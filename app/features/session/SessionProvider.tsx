import { useSelector } from '@xstate/react';
import { createContext, useContext, type ReactNode } from 'react';
import { createActor, fromPromise, type Actor, type SnapshotFrom } from 'xstate';
import { removeCookie } from '../../lib/cookies';
import type { NoticeParams } from '../effects';
import { persistSession, readPersistedSession, readProviderState } from './persistence';
import { sessionMachine, type LogoutCallInput, type SessionInput } from './session.machine';

export type SessionActor = Actor<typeof sessionMachine>;
export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

export interface SessionDeps {
  /** The route's locale; without one, the kept locale (`en` before any was kept). */
  locale?: SessionInput['locale'];
  /** Client-side navigation (the data router's `navigate`). */
  navigate: (to: string) => void;
  notify: (notice: NoticeParams) => void;
  /** The logout call (the API client's); its failure is ignored. */
  logout: (input: LogoutCallInput) => Promise<unknown>;
  /** Defaults to the kept push token. */
  deviceToken?: string | null;
  /** Defaults to what the cookies and localStorage hold. */
  restored?: SessionInput['restored'];
}

/**
 * The app's one session actor, started outside React because route loaders (the guards) read it
 * before any component renders; components reach the same actor through <SessionProvider>.
 */
export function createSessionActor(deps: SessionDeps): SessionActor {
  const machine = sessionMachine.provide({
    actors: { logout: fromPromise<unknown, LogoutCallInput>(({ input }) => deps.logout(input)) },
    actions: {
      removeCookie: (_, params) => removeCookie(params.name),
      navigate: (_, params) => deps.navigate(params.to),
      notify: (_, params) => deps.notify(params),
    },
  });
  const kept = readProviderState();
  const actor = createActor(machine, {
    input: {
      locale: deps.locale ?? kept.locale,
      deviceToken: deps.deviceToken === undefined ? kept.pushToken : deps.deviceToken,
      restored: deps.restored ?? readPersistedSession(),
    },
  });
  actor.subscribe((snapshot) => persistSession(snapshot.context));
  return actor.start();
}

const SessionContext = createContext<SessionActor | null>(null);

export function SessionProvider({ actor, children }: { actor: SessionActor; children: ReactNode }) {
  return <SessionContext.Provider value={actor}>{children}</SessionContext.Provider>;
}

/** The session actor (send it LOGOUT, SIGNED_IN…). */
export function useSessionActor(): SessionActor {
  const actor = useContext(SessionContext);
  if (!actor) throw new Error('useSessionActor must be used inside <SessionProvider>');
  return actor;
}

/** A slice of the session, re-rendering only when it changes: `useSession((s) => s.context.provider?.user)`. */
export function useSession<T>(selector: (snapshot: SessionSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(useSessionActor(), selector, compare);
}
