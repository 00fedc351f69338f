import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Schema } from '../../../api-spec';
import { AddAdminPage } from '../../../app/features/admins/AddAdminPage';
import { AdminsPage } from '../../../app/features/admins/AdminsPage';
import { rolePermissions } from '../../../app/features/admins/validation';
import { admin, demo, page, people, serverSays, textIn, type Locale } from '../../api/fixtures';
import { answers, fails, loading, ok } from '../../api/http';
import { say } from '../website/storyKit';
import { asOwner, dashboard, expectNotice, freshStory, inDashboard, LOAD } from './dashboardKit';

// The staff as the server holds them after what this story added, renamed or removed (reset before each story).
const staff = { added: [] as Schema<'ProviderAdmin'>[], renamed: new Map<number, string>(), removed: new Set<number>() };
const staffAnswers = [
  ok('GET /provider/admins', ({ locale, url }) => {
    const role = url.searchParams.get('role');
    const all = [...[2, 3, 4].map((id) => admin(locale, id)), ...staff.added]
      .filter((a) => !staff.removed.has(a.id) && (!role || a.role === role))
      .map((a) => ({ ...a, name: staff.renamed.get(a.id) ?? a.name }));
    return page('/provider/admins', all);
  }),
  ok('POST /provider/admins', async ({ locale, request }) => {
    const body = (await request.json()) as Pick<Schema<'ProviderAdmin'>, 'name' | 'mobile' | 'role' | 'permissions'>;
    const created = { ...admin(locale, 2), ...body, id: 9, email: null };
    staff.added.push(created);
    return { ...demo(locale)['POST /provider/admins'], data: created };
  }),
  ok('PUT /provider/admins/{id}', async ({ locale, params, request }) => {
    const { name } = (await request.json()) as { name: string };
    staff.renamed.set(Number(params.id), name);
    return { ...demo(locale)['PUT /provider/admins/{id}'], data: { ...admin(locale, Number(params.id)), name } };
  }),
  ok('DELETE /provider/admins/{id}', ({ locale, params }) => {
    staff.removed.add(Number(params.id));
    return demo(locale)['DELETE /provider/admins/{id}'];
  }),
];

const meta = {
  title: 'App/Dashboard/Admins',
  component: AdminsPage,
  decorators: [inDashboard({ ':locale/provider-dashboard/admin': <AdminsPage /> }), asOwner()],
  parameters: { ...dashboard('/admin'), msw: answers(staffAnswers) },
  beforeEach: () => {
    freshStory();
    staff.added = [];
    staff.renamed.clear();
    staff.removed.clear();
  },
} satisfies Meta<typeof AdminsPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const localeOf = (context: Context) => context.globals.locale as Locale;
const adminsTable = (context: Context) => within(context.canvasElement).findByRole('grid', { name: say(context, 'admins.title') }, LOAD);
const nameOf = (context: Context, person: keyof typeof people) => textIn(localeOf(context), people[person]);

/** The staff admins with their roles and permissions. */
export const List: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: say(context, 'admins.title') })).toBeVisible();
    const table = await adminsTable(context);
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(3), LOAD);
    await expect(within(table).getByText(say(context, 'admins.role.receptionist'))).toBeVisible();
  },
};

/** Filtered by role: the server answers the receptionists only. */
export const RoleFilter: Story = {
  globals: { locale: 'en' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const table = await adminsTable(context);
    await waitFor(() => expect(within(table).getAllByRole('rowheader').length).toBeGreaterThan(1), LOAD);
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(say(context, 'admins.field.role')) }));
    await userEvent.click(await within(document.body).findByRole('option', { name: say(context, 'admins.role.receptionist') }));
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(1), LOAD);
    await expect(within(table).getByRole('rowheader', { name: nameOf(context, 'fahd') })).toBeVisible();
  },
};

/** Editing in the dialog saves and shows the new name in the list. */
export const EditAdmin: Story = {
  globals: { locale: 'en' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const body = within(document.body);
    const noura = nameOf(context, 'noura');
    await userEvent.click(await canvas.findByRole('button', { name: say(context, 'ds.data.table.rowActions', { row: noura }) }, LOAD));
    await userEvent.click(await body.findByRole('menuitem', { name: say(context, 'admins.action.edit') }));
    const dialog = await body.findByRole('dialog', { name: say(context, 'admins.editTitle', { name: noura }) });
    const name = within(dialog).getByRole('textbox', { name: new RegExp(say(context, 'admins.field.name')) });
    await userEvent.clear(name);
    await userEvent.type(name, 'Noura Alotaibi');
    await userEvent.click(within(dialog).getByRole('button', { name: say(context, 'admins.save') }));
    await expectNotice(serverSays('en', 'api.booking.admin.updated'));
    await expect(await canvas.findByRole('rowheader', { name: 'Noura Alotaibi' }, LOAD)).toBeVisible();
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

/** Removing asks first, then the admin leaves the list. */
export const RemoveAdmin: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const body = within(document.body);
    const fahd = nameOf(context, 'fahd');
    await userEvent.click(await canvas.findByRole('button', { name: say(context, 'ds.data.table.rowActions', { row: fahd }) }, LOAD));
    await userEvent.click(await body.findByRole('menuitem', { name: say(context, 'admins.action.delete') }));
    const confirm = await body.findByRole('alertdialog', { name: say(context, 'admins.delete.title', { name: fahd }) });
    await userEvent.click(within(confirm).getByRole('button', { name: say(context, 'admins.action.delete') }));
    await expectNotice(serverSays('ar', 'api.booking.admin.deleted'));
    await waitFor(() => expect(canvas.queryByRole('rowheader', { name: fahd })).toBeNull(), LOAD);
  },
};

/** While the list loads: a busy table, not "no admins yet". */
export const Loading: Story = {
  parameters: { msw: answers(loading('GET /provider/admins')) },
  play: async (context) => {
    const table = await adminsTable(context);
    await expect(table.closest('[aria-busy="true"]')).not.toBeNull();
    await expect(within(context.canvasElement).queryByText(say(context, 'admins.empty.title'))).toBeNull();
  },
};

/** No staff yet. */
export const Empty: Story = {
  globals: { locale: 'en' },
  parameters: { msw: answers(ok('GET /provider/admins', page('/provider/admins', []))) },
  play: async (context) => {
    await expect(await within(context.canvasElement).findByText(say(context, 'admins.empty.title'), {}, LOAD)).toBeVisible();
  },
};

/** The list does not load: not "no admins yet", but a failure with a way to try again. */
export const LoadFailed: Story = {
  parameters: { msw: answers(fails('GET /provider/admins', 500, 'server_error')) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText('تعذّر تحميل المشرفين', {}, LOAD)).toBeVisible();
    await expect(canvas.queryByText(say(context, 'admins.empty.title'))).toBeNull();
    await expect(canvas.getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
  },
};

const addPage = { render: () => <AddAdminPage />, parameters: { route: { path: '/{locale}/provider-dashboard/admin/add' } } };
const fillAdmin = async (context: Context, name: string, mobile: string, role: 'receptionist' | 'manager') => {
  const canvas = within(context.canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: new RegExp(say(context, 'admins.field.name')) }, LOAD), name);
  await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(say(context, 'admins.field.mobile')) }), mobile);
  await userEvent.click(canvas.getByRole('button', { name: new RegExp(say(context, 'admins.field.role')) }));
  await userEvent.click(await within(document.body).findByRole('option', { name: say(context, `admins.role.${role}`) }));
  // The role has ticked its permissions: nothing more to choose.
  await userEvent.click(canvas.getByRole('button', { name: say(context, 'admins.create') }));
};

/** Exactly these permissions' boxes are ticked (boxes named by the server's names of the permissions). */
const expectTicked = async (context: Context, keys: readonly string[]) => {
  const main = within(within(context.canvasElement).getByRole('main'));
  for (const key of rolePermissions.admin) {
    const box = await main.findByRole('checkbox', { name: serverSays(localeOf(context), `api.booking.permission.${key}`) }, LOAD);
    if (keys.includes(key)) await expect(box).toBeChecked();
    else await expect(box).not.toBeChecked();
  }
};
const chooseRole = async (context: Context, role: 'receptionist' | 'manager') => {
  const canvas = within(context.canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: new RegExp(say(context, 'admins.field.role')) }, LOAD));
  await userEvent.click(await within(document.body).findByRole('option', { name: say(context, `admins.role.${role}`) }));
};

/** Choosing a role ticks its permissions; choosing another replaces them. */
export const RoleTicksItsPermissions: Story = {
  ...addPage,
  play: async (context) => {
    await chooseRole(context, 'receptionist');
    await waitFor(() => expectTicked(context, rolePermissions.receptionist));
    await chooseRole(context, 'manager');
    await waitFor(() => expectTicked(context, rolePermissions.manager));
  },
};

/** In English: the receptionist's permissions ticked, and the owner may tick one more. */
export const RoleTicksItsPermissionsEnglish: Story = {
  ...addPage,
  globals: { locale: 'en' },
  play: async (context) => {
    await chooseRole(context, 'receptionist');
    await waitFor(() => expectTicked(context, rolePermissions.receptionist));
    await userEvent.click(within(context.canvasElement).getByText(serverSays('en', 'api.booking.permission.buffer_times.manage')));
    await expectTicked(context, [...rolePermissions.receptionist, 'buffer_times.manage']);
  },
};

/** Adding with nothing filled in names what is missing. */
export const AddValidation: Story = {
  ...addPage,
  globals: { locale: 'en' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: say(context, 'admins.create') }, LOAD));
    await expect(await canvas.findByText(say(context, 'admins.problem.permissions'))).toBeVisible();
    await expect(canvas.getByText(say(context, 'admins.problem.role'))).toBeVisible();
    await expect(canvas.getByText(say(context, 'admins.problem.name'))).toBeVisible();
  },
};

/** A mobile that already has an account: the server's reason under the field. */
export const AddMobileTaken: Story = {
  ...addPage,
  globals: { locale: 'en' },
  parameters: { ...addPage.parameters, msw: answers(fails('POST /provider/admins', 422, 'validation_failed', { errors: { mobile: 'api.booking.admin.mobile_taken' } })) },
  play: async (context) => {
    await fillAdmin(context, 'Fahd', '500000003', 'receptionist');
    await expect(await within(context.canvasElement).findByText(serverSays('en', 'api.booking.admin.mobile_taken'), {}, LOAD)).toBeVisible();
  },
};

/** Adding goes back to the list, where the new admin is. */
export const AddSucceeds: Story = {
  ...addPage,
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await fillAdmin(context, 'سلمان الحربي', '500000009', 'manager');
    await expectNotice(serverSays('ar', 'api.booking.admin.created'));
    await expect(staff.added[0]?.permissions).toContain('wallet.view');
    await expect(await canvas.findByRole('heading', { level: 1, name: say(context, 'admins.title') }, LOAD)).toBeVisible();
    await expect(await canvas.findByRole('rowheader', { name: 'سلمان الحربي' }, LOAD)).toBeVisible();
  },
};
