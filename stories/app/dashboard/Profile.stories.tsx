import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ChangePasswordPage } from '../../../app/features/profile/ChangePasswordPage';
import { EditProfilePage } from '../../../app/features/profile/EditProfilePage';
import { ProfilePage } from '../../../app/features/profile/ProfilePage';
import { DEMO_PASSWORD, demo, serverSays, type Locale } from '../../api/fixtures';
import { answers, fails, loading, ok } from '../../api/http';
import { say } from '../website/storyKit';
import { asOwner, dashboard, expectNotice, freshStory, inDashboard, LOAD } from './dashboardKit';

/** The server saves the profile and answers it with the name sent. */
const savesProfile = ok('PUT /provider/auth/profile', async ({ locale, request }) => {
  const { name, show_hijri } = (await request.json()) as { name: string; show_hijri?: boolean };
  const answer = demo(locale)['PUT /provider/auth/profile'];
  return { ...answer, data: { ...answer.data, name, show_hijri: show_hijri ?? answer.data.show_hijri } };
});

const meta = {
  title: 'App/Dashboard/Profile',
  component: ProfilePage,
  // Where the edit and password pages go back to after saving.
  decorators: [inDashboard({ ':locale/provider-dashboard/profile': <ProfilePage /> }), asOwner()],
  parameters: { ...dashboard('/profile'), msw: answers(savesProfile) },
  beforeEach: freshStory,
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner's profile; the chat switch turns chat off and says so. */
export const Profile: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: say(context, 'profile.title') })).toBeVisible();
    const chat = await canvas.findByRole('switch', { name: say(context, 'profile.chat.label') }, LOAD);
    await waitFor(() => expect(chat).toBeChecked(), LOAD);
    await userEvent.click(chat);
    await expectNotice(say(context, 'profile.chat.off'));
    await waitFor(() => expect(canvas.getByRole('switch', { name: say(context, 'profile.chat.label') })).not.toBeChecked());
  },
};

/** The Hijri dates switch: on by default; turning it off saves the choice and says so. */
export const HijriDatesSwitch: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const hijri = await canvas.findByRole('switch', { name: say(context, 'profile.hijri.label') }, LOAD);
    await waitFor(() => expect(hijri).toBeChecked(), LOAD);
    await userEvent.click(hijri);
    await expectNotice(say(context, 'profile.hijri.off'));
    await waitFor(() => expect(canvas.getByRole('switch', { name: say(context, 'profile.hijri.label') })).not.toBeChecked(), LOAD);
  },
};

/** In English: the role, the mobile with its country code, and the ways to edit. */
export const ProfileEnglish: Story = {
  globals: { locale: 'en' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const main = within(canvas.getByRole('main'));
    await expect(await main.findByText(say(context, 'profile.role.owner'), {}, LOAD)).toBeVisible();
    await expect(main.getByText('+966 500000001')).toBeVisible();
    await expect(main.getByRole('button', { name: say(context, 'profile.edit') })).toBeVisible();
    await expect(main.getByRole('button', { name: say(context, 'profile.changePassword') })).toBeVisible();
  },
};

/** While the profile loads: placeholders. */
export const Loading: Story = {
  parameters: { msw: answers(loading('GET /provider/auth/profile')) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: say(context, 'profile.title') })).toBeVisible();
    await expect(canvas.getByRole('main').querySelectorAll('[data-skeleton]').length).toBeGreaterThan(0);
  },
};

/** The profile does not load: the screen says so and offers to try again, instead of loading for ever. */
export const LoadFailed: Story = {
  globals: { locale: 'en' },
  parameters: { msw: answers(fails('GET /provider/auth/profile', 500, 'server_error')) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText('Your profile could not be loaded', {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The edit form checks the name and the e-mail before sending. */
export const EditProfileValidation: Story = {
  globals: { locale: 'en' },
  render: () => <EditProfilePage />,
  parameters: { route: { path: '/{locale}/provider-dashboard/profile/edit-profile' } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const name = await canvas.findByRole('textbox', { name: new RegExp(say(context, 'profile.field.name')) }, LOAD);
    await waitFor(() => expect(name).not.toHaveValue(''), LOAD);
    await userEvent.clear(name);
    await userEvent.type(name, 'M');
    const email = canvas.getByRole('textbox', { name: new RegExp(say(context, 'profile.field.email')) });
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-address');
    await userEvent.click(canvas.getByRole('button', { name: say(context, 'profile.save') }));
    await expect(await canvas.findByText(say(context, 'profile.problem.name'))).toBeVisible();
    await expect(canvas.getByText(say(context, 'profile.problem.email'))).toBeVisible();
  },
};

/** Saving goes back to the profile, which shows the new name. */
export const EditProfileSaved: Story = {
  render: () => <EditProfilePage />,
  parameters: { route: { path: '/{locale}/provider-dashboard/profile/edit-profile' } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const name = await canvas.findByRole('textbox', { name: new RegExp(say(context, 'profile.field.name')) }, LOAD);
    await waitFor(() => expect(name).not.toHaveValue(''), LOAD);
    await userEvent.clear(name);
    await userEvent.type(name, 'محمد الشمري');
    await userEvent.click(canvas.getByRole('button', { name: say(context, 'profile.save') }));
    await expectNotice(serverSays('ar', 'api.message.profile_updated'));
    await expect(await canvas.findByRole('heading', { level: 1, name: say(context, 'profile.title') }, LOAD)).toBeVisible();
    await expect((await within(canvas.getByRole('main')).findAllByText('محمد الشمري', {}, LOAD))[0]).toBeVisible();
  },
};

const changePassword = { render: () => <ChangePasswordPage />, parameters: { route: { path: '/{locale}/provider-dashboard/profile/chang-pass' } } };
const typePasswords = async (context: Parameters<NonNullable<Story['play']>>[0], old: string, next: string, confirm: string) => {
  const canvas = within(context.canvasElement);
  await userEvent.type(canvas.getByLabelText(new RegExp(say(context, 'profile.field.oldPassword'))), old);
  await userEvent.type(canvas.getByLabelText(new RegExp(`^${say(context, 'profile.field.newPassword')}`)), next);
  await userEvent.type(canvas.getByLabelText(new RegExp(say(context, 'profile.field.confirmPassword'))), confirm);
  await userEvent.click(canvas.getByRole('button', { name: say(context, 'profile.savePassword') }));
};

/** The confirmation must match the new password; checked before sending. */
export const ChangePasswordMismatch: Story = {
  ...changePassword,
  globals: { locale: 'en' },
  play: async (context) => {
    await typePasswords(context, 'OldPassw0rd!', 'N3wPassw0rd!', 'N3wPassw0rd?');
    await expect(await within(context.canvasElement).findByText(say(context, 'profile.problem.mismatch'))).toBeVisible();
  },
};

/** A wrong current password: the server's reason under that field. */
export const ChangePasswordWrongOld: Story = {
  ...changePassword,
  globals: { locale: 'en' },
  parameters: {
    ...changePassword.parameters,
    msw: answers(fails('PUT /provider/auth/profile/change-password', 422, 'old_password_incorrect', { errors: { old_password: 'api.error.old_password_incorrect' } })),
  },
  play: async (context) => {
    await typePasswords(context, 'wrong-one', 'N3wPassw0rd!', 'N3wPassw0rd!');
    await expect(await within(context.canvasElement).findByText(serverSays('en', 'api.error.old_password_incorrect'), {}, LOAD)).toBeVisible();
  },
};

/** A password change goes back to the profile with the server's notice. */
export const ChangePasswordSucceeds: Story = {
  ...changePassword,
  play: async (context) => {
    await typePasswords(context, DEMO_PASSWORD, 'N3wPassw0rd!', 'N3wPassw0rd!');
    await expectNotice(serverSays(context.globals.locale as Locale, 'api.message.password_changed'));
    await expect(await within(context.canvasElement).findByRole('heading', { level: 1, name: say(context, 'profile.title') }, LOAD)).toBeVisible();
  },
};
