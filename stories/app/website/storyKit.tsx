import { IntlMessageFormat } from 'intl-messageformat';
import { configure } from 'storybook/test';
// Loaded with the stories (the app loads it on demand): the login modals then open without a network wait.
import '../../../app/features/auth-screens/AuthModals';
import { Route, Routes } from 'react-router-dom';
import { AboutPage } from '../../../app/pages/About/AboutPage';
import { FocusResetPasswordPage } from '../../../app/pages/Auth/FocusResetPasswordPage';
import { RegisterPage } from '../../../app/pages/Auth/RegisterPage';
import { ResetPasswordPage } from '../../../app/pages/Auth/ResetPasswordPage';
import { UpdatePasswordPage } from '../../../app/pages/Auth/UpdatePasswordPage';
import { ContactPage } from '../../../app/pages/Contact/ContactPage';
import { HomePage } from '../../../app/pages/Home/HomePage';
import PrivacyPage from '../../../app/pages/Legal/PrivacyPage';
import TermsPage from '../../../app/pages/Legal/TermsPage';
import { NotFoundPage } from '../../../app/pages/NotFound/NotFoundPage';
import { SiteLayout } from '../../../app/layouts/SiteLayout';
import { configureApiRuntime } from '../../../app/api';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import { intlLocale, isLocale } from '../../../app/i18n/locales';
import type { Messages } from '../../../app/i18n/messages';

// Content arrives from the mocked API after a render or two; on a busy machine that takes more than the default second.
configure({ asyncUtilTimeout: 8000 });

/** Where a flow lands after signing in (those pages belong to other areas): a marker the play functions look for. */
function Landed({ name }: { name: string }) {
  return (
    <main>
      <h1 data-testid="landed">{name}</h1>
    </main>
  );
}

/**
 * The public website as the app routes it (site layout, every public page, the /auth flows),
 * with markers for the dashboards the flows lead to. A story picks the page with `parameters.route.path`.
 */
export function SiteFrame() {
  // The app's locale layout tells the API client which language to ask for; stories have no such layout.
  configureApiRuntime({ locale: useLocale() });
  return (
    <Routes>
      <Route path=":locale" element={<SiteLayout />}>
        <Route index element={<HomePage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="auth" element={<RegisterPage />} />
        <Route path="auth/reset-pass" element={<ResetPasswordPage />} />
        <Route path="auth/reset-pass/update-pass" element={<UpdatePasswordPage />} />
        <Route path="auth/focus-reset-pass" element={<FocusResetPasswordPage />} />
        <Route path="provider-dashboard" element={<Landed name="provider dashboard" />} />
        <Route path="focus-dashboard" element={<Landed name="focus dashboard" />} />
        <Route path="focus-dashboard-packages" element={<Landed name="focus packages" />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

interface StoryBits {
  loaded: unknown;
  globals: Record<string, unknown>;
}

/** A message as the story shows it, in the story's language (catalogs are compiled, so this formats their AST). */
export function say({ loaded, globals }: StoryBits, id: string, values?: Record<string, string | number>): string {
  const messages = (loaded as { messages?: Messages }).messages ?? {};
  const locale = isLocale(globals.locale) ? globals.locale : 'ar';
  const message = messages[id];
  if (message === undefined) throw new Error(`No message ${id}`);
  // Compiled catalogs hold the message AST, which IntlMessageFormat takes as well as a string.
  return String(new IntlMessageFormat(message as ConstructorParameters<typeof IntlMessageFormat>[0], intlLocale[locale]).format(values));
}

/**
 * Axe settings for these screens. React Aria's live announcer keeps, for a few seconds, nodes that
 * name a pending button which the next step has already removed (their words were spoken): they
 * are not part of the screen under test.
 */
export const announcerExcluded = { test: 'error', context: { exclude: ['[data-live-announcer]'] } } as const;

/** The story's locale. */
export const localeOf = ({ globals }: Pick<StoryBits, 'globals'>) => (isLocale(globals.locale) ? globals.locale : 'ar');

/** The seconds a resend button still shows (digits in any script), or null. */
export function secondsIn(text: string | null): number | null {
  const digits = (text ?? '').replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) & 0xf)).match(/\d+/);
  return digits ? Number(digits[0]) : null;
}
