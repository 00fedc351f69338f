import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DEMO_CODE, serverSays } from '../../api/fixtures';
import { answers, fails } from '../../api/http';
import { announcerExcluded, say, SiteFrame } from '../website/storyKit';

const meta = {
  title: 'App/Auth/Registration',
  component: SiteFrame,
  parameters: { layout: 'fullscreen', a11y: announcerExcluded, route: { path: '/{locale}/auth' }, msw: answers() },
} satisfies Meta<typeof SiteFrame>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const providerForm = (context: Context) =>
  within(context.canvasElement).getByRole('form', { name: say(context, 'authScreens.register.providerTitle') });

/** Provider registration: required fields and formats are checked before anything is sent. */
export const ProviderValidation: Story = {
  play: async (context) => {
    const form = providerForm(context);
    await userEvent.click(within(form).getByRole('button', { name: say(context, 'authScreens.register.submit') }));
    await expect(within(form).getAllByText(say(context, 'ds.forms.error.required')).length).toBeGreaterThanOrEqual(2);
    await expect(within(form).getByText(say(context, 'ds.forms.phone.required'))).toBeVisible();
    await userEvent.type(within(form).getByRole('textbox', { name: say(context, 'authScreens.field.email') }), 'owner@');
    await userEvent.click(within(form).getByRole('button', { name: say(context, 'authScreens.register.submit') }));
    await expect(within(form).getByText(say(context, 'authScreens.email.invalid'))).toBeVisible();
  },
};

/** The same as ProviderValidation, in English. */
export const ProviderValidationEnglish: Story = { ...ProviderValidation, globals: { locale: 'en' } };

/** The server's 422 field errors show under their fields. */
export const ProviderServerErrors: Story = {
  globals: { locale: 'en' },
  parameters: {
    msw: answers(fails('POST /provider/auth/register', 422, 'validation_failed', { errors: { email: 'api.error.email_taken' } })),
  },
  play: async (context) => {
    const form = providerForm(context);
    await userEvent.type(within(form).getByRole('textbox', { name: say(context, 'authScreens.field.name') }), 'Elegance Salon');
    await userEvent.type(within(form).getByRole('textbox', { name: say(context, 'auth.mobile.label') }), '555000222');
    await userEvent.type(within(form).getByRole('textbox', { name: say(context, 'authScreens.field.email') }), 'owner@example.com');
    await userEvent.click(within(form).getByRole('button', { name: say(context, 'authScreens.register.submit') }));
    await expect(await within(form).findByText(serverSays('en', 'api.error.email_taken'))).toBeVisible();
    await expect(within(form).queryByRole('alert')).toBeNull();
  },
};

/** Details → the code by SMS → signed in and on the dashboard. */
export const ProviderRegistered: Story = {
  play: async (context) => {
    const form = providerForm(context);
    await userEvent.type(within(form).getByRole('textbox', { name: say(context, 'authScreens.field.name') }), 'صالون الأناقة');
    await userEvent.type(within(form).getByRole('textbox', { name: say(context, 'auth.mobile.label') }), '555000222');
    await userEvent.type(within(form).getByRole('textbox', { name: say(context, 'authScreens.field.email') }), 'new-owner@example.com');
    await userEvent.click(within(form).getByRole('button', { name: say(context, 'authScreens.register.submit') }));
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('group', { name: say(context, 'auth.otp.label') })).toBeVisible();
    await userEvent.click(canvas.getByRole('textbox', { name: say(context, 'ds.forms.otp.digit', { index: 1, count: 4 }) }));
    await userEvent.keyboard(DEMO_CODE);
    await userEvent.click(canvas.getByRole('button', { name: say(context, 'auth.verify') }));
    await expect(await canvas.findByTestId('landed')).toHaveTextContent('provider dashboard');
  },
};

const focusForm = (context: Context) => within(context.canvasElement).getByRole('form', { name: say(context, 'authScreens.register.focusTitle') });
const passwordInput = (context: Context, id: string) =>
  within(focusForm(context)).getAllByLabelText(say(context, id), { exact: false, selector: 'input' })[0]!;

const fillFocusDetails = async (context: Context, name: string, email: string) => {
  const form = focusForm(context);
  await userEvent.type(within(form).getByRole('textbox', { name: say(context, 'authScreens.field.name') }), name);
  await userEvent.type(within(form).getByRole('textbox', { name: say(context, 'authScreens.field.email') }), email);
  await userEvent.type(passwordInput(context, 'authScreens.field.password'), 'N3wPassw0rd!');
  await userEvent.type(passwordInput(context, 'authScreens.field.passwordConfirmation'), 'N3wPassw0rd!');
  await userEvent.click(within(form).getByRole('button', { name: say(context, 'authScreens.register.submit') }));
};
const typeCode = async (context: Context, code: string) => {
  const canvas = within(context.canvasElement);
  await userEvent.click(canvas.getByRole('textbox', { name: say(context, 'ds.forms.otp.digit', { index: 1, count: 4 }) }));
  await userEvent.keyboard(code);
  await userEvent.click(canvas.getByRole('button', { name: say(context, 'authScreens.activate.submit') }));
};

/** Focus registration (`?type=focus`): the two passwords must match; then "check your e-mail", the e-mailed code, signed in, to the packages page. */
export const FocusRegistered: Story = {
  globals: { locale: 'en' },
  parameters: { route: { path: '/{locale}/auth?type=focus' } },
  play: async (context) => {
    const form = focusForm(context);
    await userEvent.type(within(form).getByRole('textbox', { name: say(context, 'authScreens.field.name') }), 'Sara');
    await userEvent.type(within(form).getByRole('textbox', { name: say(context, 'authScreens.field.email') }), 'sara.new@example.com');
    await userEvent.type(passwordInput(context, 'authScreens.field.password'), 'N3wPassw0rd!');
    await userEvent.type(passwordInput(context, 'authScreens.field.passwordConfirmation'), 'N3wPassw0rd?');
    await userEvent.click(within(form).getByRole('button', { name: say(context, 'authScreens.register.submit') }));
    await expect(await within(form).findByText(say(context, 'authScreens.password.mismatch'))).toBeVisible();
    await userEvent.clear(passwordInput(context, 'authScreens.field.passwordConfirmation'));
    await userEvent.type(passwordInput(context, 'authScreens.field.passwordConfirmation'), 'N3wPassw0rd!');
    await userEvent.click(within(form).getByRole('button', { name: say(context, 'authScreens.register.submit') }));
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('form', { name: say(context, 'authScreens.activate.label') })).toBeVisible();
    await typeCode(context, DEMO_CODE);
    await expect(await canvas.findByTestId('landed')).toHaveTextContent('focus packages');
  },
};

/**
 * After the details: "check your e-mail" (the same words whether or not the address already has
 * an account) and the code boxes; a wrong code is said under the boxes, and "use another e-mail"
 * goes back to the details, kept.
 */
export const FocusCheckEmail: Story = {
  parameters: {
    route: { path: '/{locale}/auth?type=focus' },
    msw: answers(fails('POST /focus/auth/verify-registration', 422, 'otp_invalid', { errors: { code: 'api.error.otp_invalid' }, body: { remaining_attempts: 4 } })),
  },
  play: async (context) => {
    await fillFocusDetails(context, context.globals.locale === 'en' ? 'Sara' : 'سارة', 'sara.new@example.com');
    const canvas = within(context.canvasElement);
    const step = await canvas.findByRole('form', { name: say(context, 'authScreens.activate.label') });
    await expect(within(step).getByText(say(context, 'authScreens.activate.checkEmail'))).toBeVisible();
    await expect(within(step).getByText('sara.new@example.com')).toBeVisible();
    await typeCode(context, '0000');
    await expect(await within(step).findByText(say(context, 'authScreens.activate.wrongCode'))).toBeVisible();
    await userEvent.click(within(step).getByRole('button', { name: say(context, 'authScreens.activate.otherEmail') }));
    await expect(within(focusForm(context)).getByRole('textbox', { name: say(context, 'authScreens.field.email') })).toHaveValue('sara.new@example.com');
  },
};

/** The same as FocusCheckEmail, in English. */
export const FocusCheckEmailEnglish: Story = { ...FocusCheckEmail, globals: { locale: 'en' } };
