import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { useApiRuntime } from '../../../app/api/useApiRuntime';
import { ProviderLayout } from '../../../app/features/provider-shell/ProviderLayout';
import { createSessionActor, SessionProvider } from '../../../app/features/session/SessionProvider';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { intlLocale, isLocale } from '../../../app/i18n/locales';
import { toastQueue } from '../../../design-system/components/Toast';
import { chromaticModes, viewports } from '../../../.storybook/modes';
import { ALL_PERMISSIONS, owner } from '../../api/fixtures';
import { answers } from '../../api/http';

/** Signed in as the demo owner (Mohammed, in the story's language) with these staff permissions. */
export const asOwner =
  (permissions: readonly string[] = ALL_PERMISSIONS, user: Partial<ReturnType<typeof owner>> = {}): Decorator =>
  (Story, context) => {
    const locale = isLocale(context.globals.locale) ? context.globals.locale : 'ar';
    const { permissions: _all, avatar_url: _url, created_at: _at, ...fixture } = { ...owner(locale), ...user };
    const actor = createSessionActor({
      locale,
      navigate: () => undefined,
      notify: () => undefined,
      logout: async () => undefined,
      restored: { provider: { token: 'Bearer demo-provider-token', permissions: [...permissions], user: fixture } },
    });
    return (
      <SessionProvider actor={actor}>
        <Story />
      </SessionProvider>
    );
  };

/**
 * What the app's locale layout tells the API client (stories have no such layout): the story's
 * language for `Accept-Language`, the story's router for redirects, the translated messages.
 */
function ApiRuntime({ children }: { children: ReactNode }) {
  useApiRuntime(useLocale());
  return children;
}

/**
 * The screen inside the provider dashboard's real frame (sidebar, top bar with the package timer,
 * notifications and account, the no-bank-account banner), as the app routes it. `routes` are the
 * other screens a story goes to (after saving, say), shown in the same frame.
 */
export const inDashboard =
  (routes: Record<string, ReactNode> = {}): Decorator =>
  (Story) => (
    <ApiRuntime>
      <Routes>
        <Route element={<ProviderLayout />}>
          {Object.entries(routes).map(([pattern, element]) => (
            <Route key={pattern} path={pattern} element={element} />
          ))}
          <Route path="*" element={<Story />} />
        </Route>
      </Routes>
    </ApiRuntime>
  );

/**
 * A dashboard screen's parameters: its address, the demo business's answers, full-screen at
 * phone and desktop widths (toolbar and Chromatic modes, Arabic and English).
 */
export function dashboard(path: string) {
  return {
    layout: 'fullscreen',
    route: { path: `/{locale}/provider-dashboard${path}` },
    msw: answers(),
    a11y: a11yWithoutAnnouncer,
    viewport: {
      options: Object.fromEntries(
        Object.entries(viewports).map(([name, width]) => [name, { name, styles: { width: `${width}px`, height: name === 'phone' ? '812px' : '800px' }, type: name === 'phone' ? 'mobile' : 'desktop' }]),
      ),
    },
    chromatic: { modes: chromaticModes(['ar', 'en']) },
  } as const;
}

/** Before each story: no notice left on screen from the story before. */
export function freshStory(): void {
  toastQueue.clear();
}

/**
 * How long a screen may take to show its first data: stories run on two busy cores, where a cold
 * page and its answers can take many seconds (the runner gives a story 60 s in all).
 */
export const LOAD = { timeout: 20_000 } as const;

/**
 * Axe settings for these screens. React Aria's Button announces "pending" through its live
 * announcer with an `aria-labelledby` pointing at the button, and keeps that node for 7 s; when
 * the button goes with its dialog or form, the reference points at nothing and axe reports
 * role-img-alt on React Aria's node. Only that node is left out; every rule still runs on the screen.
 */
const a11yWithoutAnnouncer = { test: 'error', context: { exclude: ['[data-live-announcer]'] } } as const;

/** A notice (toast) with this text appears and can be seen (notices fade in). */
export async function expectNotice(text: string | RegExp): Promise<void> {
  const body = within(document.body);
  await waitFor(() => expect(body.getByRole('alertdialog', { name: text })).toBeVisible(), LOAD);
}

/** An amount in halalas as the screen writes it in `locale` (its digits; grouping optional). */
export function amountPattern(locale: string, halalas: number): RegExp {
  const text = new Intl.NumberFormat(intlLocale[isLocale(locale) ? locale : 'ar'], { minimumFractionDigits: 2 }).format(halalas / 100);
  return new RegExp(text.replace(/[^\d\u0660-\u0669\u06F0-\u06F9.,٫٬]/g, '').replace(/[,٬]/g, '[,٬]?').replace(/\./g, '\\.'));
}
