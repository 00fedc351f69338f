import { useRef } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { toast } from '../../../design-system/components/Toast';
import { COMPANY_TOKEN_COOKIE } from '../../api/client';
import { removeCookie, setCookie } from '../../lib/cookies';
import { SESSION_COOKIES } from '../constants';
import type { CleanQueryParams, NavigateParams, NoticeParams, SetCookieParams } from '../effects';
import type { SignInParams } from '../session/types';
import { heldSessions, logoutSessions, type HeldSessions } from './authApi';

/** Where a signed-in session goes once a flow has it (the session store, when the app has one). */
export type SessionSink = (session: SignInParams | null) => void;

/**
 * The side effects the login flows name, implemented for the browser: notices are translated
 * toasts, navigation goes through the router, cookies are set on the site. Machines keep their
 * implementations for their whole life, so these read the current router and messages through a
 * ref instead of capturing the first ones.
 */
export interface FlowEffects {
  endExistingSessions: () => void;
  storeSession: (_: unknown, params: SignInParams) => void;
  setCookie: (_: unknown, params: SetCookieParams) => void;
  notify: (_: unknown, params: NoticeParams) => void;
  navigate: (_: unknown, params: NavigateParams) => void;
  cleanQuery: (_: unknown, params: CleanQueryParams) => void;
}

interface Live {
  intl: IntlShape;
  navigate: NavigateFunction;
  /** The router's current query (not window.location: the router may be a memory router). */
  search: string;
  sink: SessionSink | undefined;
}

export interface FlowCalls {
  /** Logs out the sessions this browser holds (the API's logout calls; failures ignored). */
  logoutSessions: (held: HeldSessions) => Promise<void>;
}

export function createFlowEffects(live: () => Live, calls: FlowCalls = { logoutSessions }): FlowEffects {
  return {
    // The spec: "before each login, any existing sessions are logged out": on the server (provider,
    // focus, company: the calls read the tokens before the cookies go), then in this browser.
    endExistingSessions: () => {
      void calls.logoutSessions(heldSessions());
      for (const name of [...Object.values(SESSION_COOKIES), COMPANY_TOKEN_COOKIE]) removeCookie(name);
      live().sink?.(null);
    },
    storeSession: (_, params) => live().sink?.(params),
    setCookie: (_, { name, value, maxAgeSeconds }) => setCookie(name, value, maxAgeSeconds),
    notify: (_, { tone, messageId, values }) => void toast.show(tone, live().intl.formatMessage({ id: messageId }, values)),
    navigate: (_, { to }) => void live().navigate(to),
    cleanQuery: (_, { keys }) => {
      const query = new URLSearchParams(live().search);
      for (const key of keys) query.delete(key);
      const rest = query.toString();
      void live().navigate({ search: rest ? `?${rest}` : '' }, { replace: true });
    },
  };
}

/** The flow effects of this screen, stable for the life of the component. */
export function useFlowEffects(sink?: SessionSink): FlowEffects {
  const intl = useIntl();
  const navigate = useNavigate();
  const { search } = useLocation();
  const live = useRef<Live>({ intl, navigate, search, sink });
  live.current = { intl, navigate, search, sink };
  const effects = useRef<FlowEffects | null>(null);
  effects.current ??= createFlowEffects(() => live.current);
  return effects.current;
}
