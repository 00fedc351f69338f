import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_PASSWORD, loading, mockApi, overrideOperation, serverError } from '../../../app/mocks';
import { ChangePasswordPage } from '../../../app/features/profile/ChangePasswordPage';
import { EditProfilePage } from '../../../app/features/profile/EditProfilePage';
import { ProfilePage } from '../../../app/features/profile/ProfilePage';
import { a11yWithoutAnnouncer, expectNotice, freshStory, LOAD, withApiRuntime } from './accountKit';

const meta = {
  title: 'App/Dashboard/Profile',
  component: ProfilePage,
  decorators: [withApiRuntime],
  parameters: {
    layout: 'padded',
    a11y: a11yWithoutAnnouncer,
    msw: mockApi(),
    route: {
      path: '/{locale}/provider-dashboard/profile',
      // Where the edit and password pages go back to after saving.
      routes: { '/:locale/provider-dashboard/profile': <ProfilePage /> },
    },
  },
  beforeEach: freshStory,
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Profile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'ملفي الشخصي' })).toBeVisible();
    const chat = await canvas.findByRole('switch', { name: 'متاح للمحادثة' }, LOAD);
    const was = (chat as HTMLInputElement).checked;
    await userEvent.click(chat);
    await expectNotice(was ? 'تم إيقاف المحادثة.' : 'تم تفعيل المحادثة.');
    await waitFor(() => expect((canvas.getByRole('switch', { name: 'متاح للمحادثة' }) as HTMLInputElement).checked).toBe(!was));
  },
};

export const ProfileEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Owner', {}, LOAD)).toBeVisible();
    await expect(canvas.getByText('+966 500000001')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit profile' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change password' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: mockApi(loading('getProviderProfile')) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'ملفي الشخصي' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-skeleton]').length).toBeGreaterThan(0);
  },
};

/** The profile does not load: the screen says so and offers to try again, instead of loading for ever. */
export const LoadFailed: Story = {
  globals: { locale: 'en' },
  parameters: { msw: mockApi(serverError('getProviderProfile')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your profile could not be loaded', {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const EditProfileValidation: Story = {
  globals: { locale: 'en' },
  render: () => <EditProfilePage />,
  parameters: { route: { path: '/{locale}/provider-dashboard/profile/edit-profile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: /Name/ }, LOAD);
    await userEvent.clear(name);
    await userEvent.type(name, 'M');
    const email = canvas.getByRole('textbox', { name: /E-mail/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-address');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Enter your name (2 to 100 characters).')).toBeVisible();
    await expect(canvas.getByText('Enter a valid e-mail address.')).toBeVisible();
  },
};

/** Saving goes back to the profile, which shows the new name. */
export const EditProfileSaved: Story = {
  render: () => <EditProfilePage />,
  parameters: { route: { path: '/{locale}/provider-dashboard/profile/edit-profile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: /الاسم/ }, LOAD);
    await userEvent.clear(name);
    await userEvent.type(name, 'محمد العتيبي');
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'ملفي الشخصي' }, LOAD)).toBeVisible();
    await expect((await canvas.findAllByText('محمد العتيبي', {}, LOAD))[0]).toBeVisible();
  },
};

export const ChangePasswordMismatch: Story = {
  globals: { locale: 'en' },
  render: () => <ChangePasswordPage />,
  parameters: { route: { path: '/{locale}/provider-dashboard/profile/chang-pass' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Current password/), 'OldPassw0rd!');
    await userEvent.type(canvas.getByLabelText(/^New password/), 'N3wPassw0rd!');
    await userEvent.type(canvas.getByLabelText(/Confirm the new password/), 'N3wPassw0rd?');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText('The confirmation does not match the new password.')).toBeVisible();
  },
};

export const ChangePasswordWrongOld: Story = {
  globals: { locale: 'en' },
  render: () => <ChangePasswordPage />,
  parameters: {
    route: { path: '/{locale}/provider-dashboard/profile/chang-pass' },
    msw: mockApi(
      overrideOperation('changeProviderPassword', ({ response }) =>
        response(422).json({ code: 'validation_failed', message: 'The given data was invalid.', errors: { old_password: ['The current password is wrong.'] } }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Current password/), 'wrong-one');
    await userEvent.type(canvas.getByLabelText(/^New password/), 'N3wPassw0rd!');
    await userEvent.type(canvas.getByLabelText(/Confirm the new password/), 'N3wPassw0rd!');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText('The current password is wrong.', {}, LOAD)).toBeVisible();
  },
};

/** A password change goes back to the profile with a notice. */
export const ChangePasswordSucceeds: Story = {
  render: () => <ChangePasswordPage />,
  parameters: {
    route: { path: '/{locale}/provider-dashboard/profile/chang-pass' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/كلمة المرور الحالية/), DEMO_PASSWORD);
    await userEvent.type(canvas.getByLabelText(/^كلمة المرور الجديدة/), 'N3wPassw0rd!');
    await userEvent.type(canvas.getByLabelText(/تأكيد كلمة المرور الجديدة/), 'N3wPassw0rd!');
    await userEvent.click(canvas.getByRole('button', { name: 'تغيير كلمة المرور' }));
    await expectNotice('تم تغيير كلمة المرور.');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'ملفي الشخصي' }, LOAD)).toBeVisible();
  },
};
