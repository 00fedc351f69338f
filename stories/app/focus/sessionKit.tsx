import type { Decorator } from '@storybook/react-vite';
import { createSessionActor, SessionProvider } from '../../../app/features/session/SessionProvider';

/**
 * A session actor signed in as the demo focus user (or the demo super admin), calls and navigation left out.
 * `permissions` are the provider's staff permissions (none by default; the owner holds `fixtures.ALL_PERMISSIONS`).
 */
export const withSession =
  (kind: 'focus' | 'provider', { permissions = [] }: { permissions?: readonly string[] } = {}): Decorator =>
  (Story, context) => {
    const locale = context.globals.locale === 'en' ? 'en' : 'ar';
    const actor = createSessionActor({
      locale,
      navigate: () => undefined,
      notify: () => undefined,
      logout: async () => undefined,
      restored:
        kind === 'focus'
          ? { focus: { token: 'Bearer mock-focus', permissions: ['rooms.join'], user: { id: 1, name: 'سارة', email: 'focus@example.com', mobile: null } } }
          : {
              provider: {
                token: 'Bearer mock-provider',
                permissions: [...permissions],
                user: {
                  id: 1, provider_id: 1, name: 'محمد', mobile: '500000001', country_code: '+966', email: null, avatar: null,
                  is_super_admin: true, chat_status: false, bank_account: null, role: null,
                },
              },
            },
    });
    return (
      <SessionProvider actor={actor}>
        <Story />
      </SessionProvider>
    );
  };
