import type { Decorator } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { useApiRuntime } from '../../../app/api/useApiRuntime';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { createSessionActor, SessionProvider } from '../../../app/features/session/SessionProvider';
import { resetMockDb } from '../../../app/mocks';
import { toastQueue } from '../../../design-system/components/Toast';

/** Everything the demo owner (Mohammed, super admin) may do on the account screens. */
export const ownerPermissions = ['wallet.view', 'wallet.withdraw', 'bank.manage', 'packages.manage', 'admins.manage'] as const;

/** Signed in as the demo owner with these permissions (the screens read permissions from the session). */
export const withOwner =
  (permissions: readonly string[] = ownerPermissions): Decorator =>
  (Story, context) => {
    const actor = createSessionActor({
      locale: context.globals.locale === 'en' ? 'en' : 'ar',
      navigate: () => undefined,
      notify: () => undefined,
      logout: async () => undefined,
      restored: {
        provider: {
          token: 'Bearer mock-provider',
          permissions: [...permissions],
          user: {
            id: 1, provider_id: 1, name: 'محمد', mobile: '500000001', country_code: '+966', email: null, avatar: null,
            is_super_admin: true, chat_status: false, bank_account: null, role: 'owner',
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

/**
 * What the app's locale layout tells the API client (stories have no such layout): the story's
 * language for `Accept-Language` (so the server's messages come in it), the story's router for
 * redirects (a 423 would otherwise leave the story page), and the translated generic message.
 */
function ApiRuntime({ children }: { children: React.ReactNode }) {
  useApiRuntime(useLocale());
  return children;
}

export const withApiRuntime: Decorator = (Story) => (
  <ApiRuntime>
    <Story />
  </ApiRuntime>
);

/** Before each story: the demo data as seeded, and no notice left on screen from the story before. */
export function freshStory(): void {
  resetMockDb();
  toastQueue.clear();
}

/**
 * How long a screen may take to show its first data: stories run on two busy cores, where a cold
 * page and the mocked answers can take many seconds (the runner gives a story 60 s in all).
 */
export const LOAD = { timeout: 20_000 } as const;

/**
 * Axe settings for these screens. React Aria's Button announces "pending" through its live
 * announcer with an `aria-labelledby` pointing at the button, and keeps that node for 7 s; when
 * the button goes with its dialog or form (a save that closes it), the reference points at nothing
 * and axe reports role-img-alt on React Aria's node. The words were already spoken, and the node is
 * not part of the screen: only that node is left out, every rule still runs on the screen.
 */
export const a11yWithoutAnnouncer = { test: 'error', context: { exclude: ['[data-live-announcer]'] } } as const;

/**
 * A notice (toast) with this text appears and can be seen. Notices fade in: right after one is
 * added its opacity is still 0 for a frame, so this waits until it shows (a notice lasts 3 s).
 */
export async function expectNotice(text: string | RegExp): Promise<void> {
  const body = within(document.body);
  await waitFor(() => expect(body.getByRole('alertdialog', { name: text })).toBeVisible(), LOAD);
}
