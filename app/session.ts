/**
 * The app's one session actor (who is signed in), started before the router so that route
 * guards can read it in loaders. Navigation and translation are late-bound: the router and
 * the messages exist only after this module runs.
 */
import { toast } from '../design-system/components/Toast';
import { api } from './api/client';
import { apiRuntime, configureApiRuntime } from './api/runtime';
import { createSessionActor } from './features/session/SessionProvider';
import { isLocale } from './i18n/locales';
import { onDeviceToken } from './push/deviceTokenStore';

const firstSegment = typeof window === 'undefined' ? undefined : window.location.pathname.split('/')[1];

export const appSession = createSessionActor({
  // The address's language; without one, the kept locale (en before any was kept).
  locale: isLocale(firstSegment) ? firstSegment : undefined,
  navigate: (to) => apiRuntime().navigate(to),
  notify: ({ tone, messageId, values }) => void toast.show(tone, apiRuntime().translate(messageId, values)),
  logout: async ({ kind, token, device_token }) => {
    const headers = { Authorization: token };
    if (kind === 'provider') await api.POST('/provider/auth/logout', { body: { device_token }, headers });
    else await api.POST('/focus/auth/logout', { headers });
  },
});

// A 401 from a provider call means the token is no longer valid: forget it (the client then goes to the root).
configureApiRuntime({ onUnauthorized: () => appSession.send({ type: 'EXPIRED' }) });

// The push token this browser was granted is kept with the session (and forgotten at logout).
onDeviceToken((token) => appSession.send({ type: 'PUSH_TOKEN', token }));
