import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { GOOGLE_FIELDS } from '../../../app/features/auth/socialReturn';
import { DEMO_CODE, DEMO_PASSWORD, demo } from '../../api/fixtures';
import { answers, fails, loading, ok } from '../../api/http';
import { announcerExcluded, localeOf, say, secondsIn, SiteFrame } from '../website/storyKit';

/**
 * The login modal (company/provider and focus tabs), the confirm-code modal and the Google/Apple
 * return, inside the site layout as the address opens them; the demo business answers (stories/api).
 */
const meta = {
  title: 'App/Auth/Login modals',
  component: SiteFrame,
  parameters: { layout: 'fullscreen', a11y: announcerExcluded, route: { path: '/{locale}?auth_type=company&id=1' }, msw: answers() },
} satisfies Meta<typeof SiteFrame>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const body = () => within(document.body);

async function requestCode(context: Context, mobile = '500000001') {
  const dialog = await body().findByRole('dialog', { name: say(context, 'authScreens.login.title') });
  await userEvent.type(within(dialog).getByRole('textbox', { name: say(context, 'auth.mobile.label') }), mobile);
  await userEvent.click(within(dialog).getByRole('button', { name: say(context, 'auth.login.submit') }));
  return body().findByRole('dialog', { name: say(context, 'auth.otp.title') });
}

async function typeCode(context: Context, dialog: HTMLElement, code: string) {
  await userEvent.click(within(dialog).getByRole('textbox', { name: say(context, 'ds.forms.otp.digit', { index: 1, count: 4 }) }));
  await userEvent.keyboard(code);
}

/** The company login: +966 mobile and "send code", with the way to register. */
export const ProviderLogin: Story = {
  play: async (context) => {
    const dialog = await body().findByRole('dialog', { name: say(context, 'authScreens.login.title') });
    await expect(within(dialog).getByRole('tab', { name: say(context, 'auth.login.title') })).toHaveAttribute('aria-selected', 'true');
    await expect(within(dialog).getByRole('link', { name: say(context, 'auth.login.register') })).toHaveAttribute('href', `/${localeOf(context)}/auth`);
  },
};

/** The same as ProviderLogin, in English. */
export const ProviderLoginEnglish: Story = { ...ProviderLogin, globals: { locale: 'en' } };

/** The mobile is required and must be a Saudi mobile (5 and eight digits). */
export const MobileValidation: Story = {
  play: async (context) => {
    const dialog = await body().findByRole('dialog', { name: say(context, 'authScreens.login.title') });
    await userEvent.click(within(dialog).getByRole('button', { name: say(context, 'auth.login.submit') }));
    await expect(await within(dialog).findByText(say(context, 'ds.forms.phone.required'))).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: say(context, 'auth.mobile.label') }), '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: say(context, 'auth.login.submit') }));
    await expect(await within(dialog).findByText(say(context, 'ds.forms.phone.format'))).toBeVisible();
  },
};

/** After "send code": four boxes, and resend locked while the 60-second countdown runs. */
export const ResendCountingDown: Story = {
  globals: { locale: 'en' },
  play: async (context) => {
    const dialog = await requestCode(context);
    const resend = within(dialog).getByRole('button', { name: /\d/ });
    await expect(resend).toBeDisabled();
    const seconds = secondsIn(resend.textContent);
    await expect(seconds).toBeGreaterThan(55);
    await waitFor(() => expect(secondsIn(resend.textContent)).toBeLessThan(seconds ?? 60));
    await expect(within(dialog).getAllByRole('textbox')).toHaveLength(4);
  },
};

/** A wrong code (the server's 422 otp_invalid): the reason, and empty boxes for the next try. */
export const WrongCode: Story = {
  parameters: { msw: answers(fails('POST /provider/auth/verify-login', 422, 'otp_invalid')) },
  play: async (context) => {
    const dialog = await requestCode(context);
    await typeCode(context, dialog, '9876');
    await userEvent.click(within(dialog).getByRole('button', { name: say(context, 'auth.verify') }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(say(context, 'auth.otp.wrong'));
    for (const box of within(dialog).getAllByRole('textbox')) await expect(box).toHaveValue('');
  },
};

/** The same as WrongCode, in English. */
export const WrongCodeEnglish: Story = { ...WrongCode, globals: { locale: 'en' } };

/** The right code signs in and goes to the provider dashboard. */
export const ProviderSignedIn: Story = {
  play: async (context) => {
    const dialog = await requestCode(context);
    await typeCode(context, dialog, DEMO_CODE);
    // The success toast goes after 3 s, and a busy machine can spend that long between two steps of
    // this play function: it is checked by a watch started before the click, which looks at it the
    // moment it enters the page (a DOM mutation), whatever the play function is doing then. Its time
    // counts from before the click, so it gets the click's time on top of the usual wait.
    const toastShown = waitFor(() => expect(body().getByText(say(context, 'auth.login.success'))).toBeVisible(), { timeout: 20_000 });
    await userEvent.click(within(dialog).getByRole('button', { name: say(context, 'auth.verify') }));
    await expect(await within(context.canvasElement).findByTestId('landed')).toHaveTextContent('provider dashboard');
    await toastShown;
  },
};

/** The focus login (auth_type=focus): identifier, password, remember me, forgot password, Apple and Google. */
export const FocusLogin: Story = {
  globals: { locale: 'en' },
  parameters: { route: { path: '/{locale}?auth_type=focus' } },
  play: async (context) => {
    const dialog = await body().findByRole('dialog', { name: say(context, 'authScreens.login.title') });
    await expect(within(dialog).getByRole('tab', { name: say(context, 'focus.login.title') })).toHaveAttribute('aria-selected', 'true');
    await expect(within(dialog).getByRole('checkbox', { name: say(context, 'focus.rememberMe') })).not.toBeChecked();
    await expect(within(dialog).getByRole('link', { name: say(context, 'focus.forgotPassword') })).toHaveAttribute('href', `/${localeOf(context)}/auth/focus-reset-pass`);
    await expect(within(dialog).getByRole('button', { name: say(context, 'social.continueWith', { provider: 'Google' }) })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: say(context, 'social.continueWith', { provider: 'Apple' }) })).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: say(context, 'focus.identifier.label') }), 'focus@example.com');
    await userEvent.type(within(dialog).getByLabelText(say(context, 'focus.password.label'), { exact: false, selector: 'input' }), DEMO_PASSWORD);
    await userEvent.click(within(dialog).getByRole('button', { name: say(context, 'focus.login.submit') }));
    await expect(await within(context.canvasElement).findByTestId('landed')).toHaveTextContent('focus dashboard');
  },
};

/** The same as FocusLogin, in Arabic. */
export const FocusLoginArabic: Story = { ...FocusLogin, globals: { locale: 'ar' } };

/** Without a package the focus user goes to the packages page. */
export const FocusWithoutPackage: Story = {
  globals: { locale: 'en' },
  parameters: {
    route: { path: '/{locale}?auth_type=focus' },
    msw: answers(ok('POST /focus/auth/login', ({ locale }) => {
      const answer = demo(locale)['POST /focus/auth/login'];
      return { ...answer, data: { ...answer.data, focus_package: null } };
    })),
  },
  play: async (context) => {
    const dialog = await body().findByRole('dialog', { name: say(context, 'authScreens.login.title') });
    await userEvent.type(within(dialog).getByRole('textbox', { name: say(context, 'focus.identifier.label') }), 'nopackage@example.com');
    await userEvent.type(within(dialog).getByLabelText(say(context, 'focus.password.label'), { exact: false, selector: 'input' }), DEMO_PASSWORD);
    await userEvent.click(within(dialog).getByRole('button', { name: say(context, 'focus.login.submit') }));
    await expect(await within(context.canvasElement).findByTestId('landed')).toHaveTextContent('focus packages');
  },
};

/** Required identifier, and a password of at least 8 characters; a wrong one is refused by the server. */
export const FocusValidation: Story = {
  parameters: { route: { path: '/{locale}?auth_type=focus' }, msw: answers(fails('POST /focus/auth/login', 422, 'invalid_credentials')) },
  play: async (context) => {
    const dialog = await body().findByRole('dialog', { name: say(context, 'authScreens.login.title') });
    await userEvent.click(within(dialog).getByRole('button', { name: say(context, 'focus.login.submit') }));
    await expect((await within(dialog).findAllByText(say(context, 'ds.forms.error.required'))).length).toBe(2);
    await userEvent.type(within(dialog).getByRole('textbox', { name: say(context, 'focus.identifier.label') }), 'focus@example.com');
    const password = within(dialog).getByLabelText(say(context, 'focus.password.label'), { exact: false, selector: 'input' });
    await userEvent.type(password, 'short');
    await userEvent.click(within(dialog).getByRole('button', { name: say(context, 'focus.login.submit') }));
    await expect(await within(dialog).findByText(say(context, 'ds.forms.error.tooShort', { min: 8 }))).toBeVisible();
    await userEvent.type(password, '-but-wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: say(context, 'focus.login.submit') }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(say(context, 'focus.login.wrongCredentials'));
  },
};

const googleReturn = new URLSearchParams({
  auth_type: 'focus',
  provider: 'google',
  ...Object.fromEntries(GOOGLE_FIELDS.map((field) => [field, field === 'created' || field === 'expires_in' ? '3599' : `${field}-value`])),
  email: 'sara@example.com',
  verifiedEmail: 'true',
});

/** Back from Google: the sign-in finishes by itself, with a notice while it runs. */
export const SocialReturnSigningIn: Story = {
  globals: { locale: 'en' },
  parameters: { route: { path: `/{locale}?${googleReturn.toString()}` }, msw: answers(loading('POST /focus/auth/social-login/{provider}')) },
  play: async (context) => {
    const dialog = await body().findByRole('dialog', { name: say(context, 'authScreens.social.title') });
    await expect(within(dialog).getByRole('status')).toHaveTextContent(say(context, 'social.signingIn', { provider: 'Google' }));
  },
};

/** Back from Apple with an error: the focus login opens with the reason. */
export const SocialReturnFailed: Story = {
  parameters: { route: { path: '/{locale}?auth_type=focus&provider=apple&error=access_denied' } },
  play: async (context) => {
    const dialog = await body().findByRole('dialog', { name: say(context, 'authScreens.login.title') });
    await expect(within(dialog).getAllByRole('alert')[0]).toHaveTextContent(say(context, 'social.failed', { provider: 'Apple' }));
    await expect(within(dialog).getByRole('tab', { name: say(context, 'focus.login.title') })).toHaveAttribute('aria-selected', 'true');
  },
};
