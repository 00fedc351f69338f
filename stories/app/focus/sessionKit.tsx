import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useApiRuntime } from '../../../app/api/useApiRuntime';
import { createSessionActor, SessionProvider } from '../../../app/features/session/SessionProvider';
import { isLocale, type Locale } from '../../../app/i18n/locales';
import { focusUser, owner } from '../../api/fixtures';

/** The API client speaks the story's language (`Accept-Language`), so answers come in it, as in the app. */
function ApiRuntime({ locale, children }: { locale: Locale; children: ReactNode }) {
  useApiRuntime(locale);
  return children;
}

/**
 * A session actor signed in as the demo focus user (or the demo owner), named in the story's
 * language; calls and navigation left out. `permissions` are the provider's staff permissions
 * (none by default). The API client is told the story's language.
 */
export const withSession =
  (kind: 'focus' | 'provider', { permissions = [] }: { permissions?: readonly string[] } = {}): Decorator =>
  (Story, context) => {
    const locale = isLocale(context.globals.locale) ? context.globals.locale : 'ar';
    const { permissions: _focusPermissions, avatar_url: _a, social_type: _s, email_verified_at: _e, created_at: _c, ...focus } = focusUser(locale);
    const { permissions: _providerPermissions, avatar_url: _url, created_at: _at, ...provider } = owner(locale);
    const actor = createSessionActor({
      locale,
      navigate: () => undefined,
      notify: () => undefined,
      logout: async () => undefined,
      restored:
        kind === 'focus'
          ? { focus: { token: 'Bearer demo-focus-token', permissions: ['rooms.join'], user: focus } }
          : { provider: { token: 'Bearer demo-provider-token', permissions: [...permissions], user: provider } },
    });
    return (
      <SessionProvider actor={actor}>
        <ApiRuntime locale={locale}>
          <Story />
        </ApiRuntime>
      </SessionProvider>
    );
  };
