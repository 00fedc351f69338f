import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { empty, loading, mockApi, overrideOperation, serverError } from '../../../app/mocks';
import { AddAdminPage } from '../../../app/features/admins/AddAdminPage';
import { AdminsPage } from '../../../app/features/admins/AdminsPage';
import { a11yWithoutAnnouncer, expectNotice, freshStory, LOAD, withApiRuntime } from './accountKit';

const meta = {
  title: 'App/Dashboard/Admins',
  component: AdminsPage,
  decorators: [withApiRuntime],
  parameters: {
    layout: 'padded',
    a11y: a11yWithoutAnnouncer,
    msw: mockApi(),
    route: { path: '/{locale}/provider-dashboard/admin', routes: { '/:locale/provider-dashboard/admin/add': <AddAdminPage /> } },
  },
  beforeEach: freshStory,
} satisfies Meta<typeof AdminsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const adminsTable = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('grid', { name }, LOAD);

export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'المشرفون' })).toBeVisible();
    const table = await adminsTable(canvasElement, 'المشرفون');
    await waitFor(() => expect(within(table).getAllByRole('rowheader').length).toBeGreaterThan(0), LOAD);
    await expect(within(table).getByText('موظف استقبال')).toBeVisible();
  },
};

export const RoleFilter: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await adminsTable(canvasElement, 'Admins');
    await waitFor(() => expect(within(table).getAllByRole('rowheader').length).toBeGreaterThan(1), LOAD);
    await userEvent.click(canvas.getByRole('button', { name: /Role/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Receptionist' }));
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(1), LOAD);
    await expect(within(table).getByRole('rowheader', { name: 'فهد الدوسري' })).toBeVisible();
  },
};

/** Editing in the dialog saves and shows the new name in the list. */
export const EditAdmin: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Actions for نورة السبيعي' }, LOAD));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await body.findByRole('dialog', { name: 'Edit نورة السبيعي' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'نورة العتيبي');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectNotice('Changes saved.');
    await expect(await canvas.findByRole('rowheader', { name: 'نورة العتيبي' }, LOAD)).toBeVisible();
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

/** Removing asks first, then the admin leaves the list. */
export const RemoveAdmin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'إجراءات فهد الدوسري' }, LOAD));
    await userEvent.click(await body.findByRole('menuitem', { name: 'حذف' }));
    const confirm = await body.findByRole('alertdialog', { name: 'حذف فهد الدوسري؟' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'حذف' }));
    await expectNotice('تم حذف المشرف.');
    await waitFor(() => expect(canvas.queryByRole('rowheader', { name: 'فهد الدوسري' })).toBeNull(), LOAD);
  },
};

export const Loading: Story = {
  parameters: { msw: mockApi(loading('listProviderAdmins')) },
  play: async ({ canvasElement }) => {
    const table = await adminsTable(canvasElement, 'المشرفون');
    await expect(table.closest('[aria-busy="true"]')).not.toBeNull();
    await expect(within(canvasElement).queryByText('لا يوجد مشرفون بعد')).toBeNull();
  },
};

export const Empty: Story = {
  globals: { locale: 'en' },
  parameters: { msw: mockApi(empty('listProviderAdmins')) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No admins yet', {}, LOAD)).toBeVisible();
  },
};

/** The list does not load: not "no admins yet", but a failure with a way to try again. */
export const LoadFailed: Story = {
  parameters: { msw: mockApi(serverError('listProviderAdmins')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('تعذّر تحميل المشرفين', {}, LOAD)).toBeVisible();
    await expect(canvas.queryByText('لا يوجد مشرفون بعد')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
  },
};

export const AddValidation: Story = {
  globals: { locale: 'en' },
  render: () => <AddAdminPage />,
  parameters: { route: { path: '/{locale}/provider-dashboard/admin/add' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add admin' }));
    await expect(await canvas.findByText('Choose at least one permission.')).toBeVisible();
    await expect(canvas.getByText('Choose a role.')).toBeVisible();
    await expect(canvas.getByText('Enter the name (up to 100 characters).')).toBeVisible();
  },
};

export const AddMobileTaken: Story = {
  globals: { locale: 'en' },
  render: () => <AddAdminPage />,
  parameters: {
    route: { path: '/{locale}/provider-dashboard/admin/add' },
    msw: mockApi(
      overrideOperation('createProviderAdmin', ({ response }) =>
        response(422).json({ code: 'validation_failed', message: 'The given data was invalid.', errors: { mobile: ['This mobile number already has an account.'] } }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), 'Fahd');
    await userEvent.type(canvas.getByRole('textbox', { name: /Mobile/ }), '500000003');
    await userEvent.click(canvas.getByRole('button', { name: /Role/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Receptionist' }));
    await userEvent.click((await canvas.findAllByRole('checkbox', {}, LOAD))[0] as HTMLElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add admin' }));
    await expect(await canvas.findByText('This mobile number already has an account.', {}, LOAD)).toBeVisible();
  },
};

/** Adding goes back to the list, where the new admin is. */
export const AddSucceeds: Story = {
  render: () => <AddAdminPage />,
  parameters: {
    route: {
      path: '/{locale}/provider-dashboard/admin/add',
      routes: { '/:locale/provider-dashboard/admin': <AdminsPage /> },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /الاسم/ }), 'سلمان الحربي');
    await userEvent.type(canvas.getByRole('textbox', { name: /الجوال/ }), '500000009');
    await userEvent.click(canvas.getByRole('button', { name: /الدور/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'مدير' }));
    await userEvent.click((await canvas.findAllByRole('checkbox', {}, LOAD))[0] as HTMLElement);
    await userEvent.click(canvas.getByRole('button', { name: 'إضافة المشرف' }));
    await expectNotice('تمت الإضافة بنجاح.');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'المشرفون' }, LOAD)).toBeVisible();
    await expect(await canvas.findByRole('rowheader', { name: 'سلمان الحربي' }, LOAD)).toBeVisible();
  },
};
