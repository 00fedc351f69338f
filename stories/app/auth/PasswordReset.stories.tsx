import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DEMO_CODE } from '../../api/fixtures';
import { answers, fails } from '../../api/http';
import { announcerExcluded, say, SiteFrame } from '../website/storyKit';

const meta = {
  title: 'App/Auth/Password reset',
  component: SiteFrame,
  parameters: { layout: 'fullscreen', a11y: announcerExcluded, msw: answers() },
  beforeEach: () => {
    sessionStorage.clear();
  },
} satisfies Meta<typeof SiteFrame>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const password = (context: Context, id: string) =>
  within(context.canvasElement).getAllByLabelText(say(context, id), { exact: false, selector: 'input' })[0]!;

async function typeCode(context: Context, code: string) {
  await userEvent.click(within(context.canvasElement).getByRole('textbox', { name: say(context, 'ds.forms.otp.digit', { index: 1, count: 4 }) }));
  await userEvent.keyboard(code);
}

/** Provider: the e-mail of the account; a code is sent and the next page asks for it. */
export const ProviderRequestCode: Story = {
  parameters: { route: { path: '/{locale}/auth/reset-pass' } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: say(context, 'authScreens.field.email') }), 'owner@example.com');
    await userEvent.click(canvas.getByRole('button', { name: say(context, 'authScreens.reset.sendCode') }));
    await expect(await canvas.findByRole('heading', { level: 1, name: say(context, 'authScreens.reset.updateTitle') })).toBeVisible();
    await expect(canvas.getByText(say(context, 'authScreens.reset.codeSentTo', { email: 'owner@example.com', length: 4 }))).toBeVisible();
  },
};

/** The same as ProviderRequestCode, in English. */
export const ProviderRequestCodeEnglish: Story = { ...ProviderRequestCode, globals: { locale: 'en' } };

/** Provider, next page: the code and the new password twice; done, back home with a notice. */
export const ProviderNewPassword: Story = {
  parameters: { route: { path: '/{locale}/auth/reset-pass/update-pass' } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: say(context, 'authScreens.field.email') }), 'owner@example.com');
    await typeCode(context, DEMO_CODE);
    await userEvent.type(password(context, 'authScreens.field.newPassword'), 'N3wPassw0rd!');
    await userEvent.type(password(context, 'authScreens.field.passwordConfirmation'), 'N3wPassw0rd!');
    await userEvent.click(canvas.getByRole('button', { name: say(context, 'authScreens.reset.save') }));
    await expect(await canvas.findByRole('heading', { level: 1, name: say(context, 'website.hero.title') })).toBeVisible();
    await expect(within(document.body).getByText(say(context, 'authScreens.reset.done'))).toBeInTheDocument();
  },
};

/** The two new passwords must match; checked when the form is sent. */
export const PasswordsMustMatch: Story = {
  globals: { locale: 'en' },
  parameters: { route: { path: '/{locale}/auth/reset-pass/update-pass' } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: say(context, 'authScreens.field.email') }), 'owner@example.com');
    await typeCode(context, DEMO_CODE);
    await userEvent.type(password(context, 'authScreens.field.newPassword'), 'N3wPassw0rd!');
    await userEvent.type(password(context, 'authScreens.field.passwordConfirmation'), 'Different1!');
    await userEvent.click(canvas.getByRole('button', { name: say(context, 'authScreens.reset.save') }));
    await expect(await canvas.findByText(say(context, 'authScreens.password.mismatch'))).toBeVisible();
  },
};

/** A wrong code is refused under the code boxes. */
export const ProviderWrongCode: Story = {
  globals: { locale: 'en' },
  parameters: { route: { path: '/{locale}/auth/reset-pass/update-pass' }, msw: answers(fails('POST /provider/auth/reset-password', 422, 'otp_invalid')) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: say(context, 'authScreens.field.email') }), 'owner@example.com');
    await typeCode(context, '9876');
    await userEvent.type(password(context, 'authScreens.field.newPassword'), 'N3wPassw0rd!');
    await userEvent.type(password(context, 'authScreens.field.passwordConfirmation'), 'N3wPassw0rd!');
    await userEvent.click(canvas.getByRole('button', { name: say(context, 'authScreens.reset.save') }));
    await expect(await canvas.findByText(say(context, 'auth.otp.wrong'))).toBeVisible();
  },
};

async function toPasswordStep(context: Context, code: string) {
  const canvas = within(context.canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: say(context, 'authScreens.field.email') }), 'focus@example.com');
  await userEvent.click(canvas.getByRole('button', { name: say(context, 'authScreens.reset.sendCode') }));
  await expect(await canvas.findByText(say(context, 'authScreens.focusReset.codeStep', { step: 2, count: 3 }))).toBeVisible();
  await typeCode(context, code);
  await userEvent.click(canvas.getByRole('button', { name: say(context, 'authScreens.focusReset.continue') }));
  await userEvent.type(password(context, 'authScreens.field.newPassword'), 'N3wPassw0rd!');
  await userEvent.type(password(context, 'authScreens.field.passwordConfirmation'), 'N3wPassw0rd!');
  await userEvent.click(canvas.getByRole('button', { name: say(context, 'authScreens.reset.save') }));
}

/** Focus: e-mail → code → new password; a wrong code brings the code step back with the reason. */
export const FocusWrongCode: Story = {
  parameters: { route: { path: '/{locale}/auth/focus-reset-pass' }, msw: answers(fails('POST /focus/auth/reset-password', 422, 'otp_invalid')) },
  play: async (context) => {
    await toPasswordStep(context, '9876');
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(say(context, 'auth.otp.wrong'))).toBeVisible();
    await expect(canvas.getByText(say(context, 'authScreens.focusReset.codeStep', { step: 2, count: 3 }))).toBeVisible();
  },
};

/** Focus: done, and the focus login opens for the new password. */
export const FocusReset: Story = {
  globals: { locale: 'en' },
  parameters: { route: { path: '/{locale}/auth/focus-reset-pass' } },
  play: async (context) => {
    await toPasswordStep(context, DEMO_CODE);
    const dialog = await within(document.body).findByRole('dialog', { name: say(context, 'authScreens.login.title') });
    await expect(within(dialog).getByRole('tab', { name: say(context, 'focus.login.title') })).toHaveAttribute('aria-selected', 'true');
  },
};
