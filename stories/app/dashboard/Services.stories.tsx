import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ServiceFormPage } from '../../../app/features/services/ServiceFormPage';
import { ServicesPage } from '../../../app/features/services/ServicesPage';
import { demo, page, serverSays } from '../../api/fixtures';
import { answers, fails, loading, ok } from '../../api/http';
import { say } from '../website/storyKit';
import { asOwner, dashboard, expectNotice, freshStory, inDashboard, LOAD } from './dashboardKit';

const meta = {
  title: 'App/Dashboard/Services',
  component: ServicesPage,
  decorators: [inDashboard({ ':locale/provider-dashboard/services/create': <ServiceFormPage /> }), asOwner()],
  parameters: dashboard('/services'),
  beforeEach: () => freshStory(),
} satisfies Meta<typeof ServicesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The services with their prices and durations, in Arabic digits. */
export const List: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: say(context, 'services.title') })).toBeVisible();
    await canvas.findAllByText(demo('ar')['GET /provider/services'].data[1]!.name, {}, LOAD);
    await expect(canvas.getByRole('main').textContent).toMatch(/[٠-٩]+٫[٠-٩]{2}/);
  },
};

/** A search the server finds nothing for: said so (the search stays in the address). */
export const SearchKeptInTheAddress: Story = {
  globals: { locale: 'en' },
  parameters: {
    msw: answers(ok('GET /provider/services', ({ locale, url }) => (url.searchParams.get('search') ? page('/provider/services', []) : demo(locale)['GET /provider/services']))),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findAllByText(/SAR/, {}, LOAD);
    await userEvent.type(canvas.getByRole('searchbox', { name: say(context, 'services.search') }), 'zzzz-no-such-service{Enter}');
    await expect(await canvas.findByText(say(context, 'services.empty.filtered'), {}, LOAD)).toBeVisible();
  },
};

/** While the services load: placeholder rows. */
export const Loading: Story = {
  parameters: { msw: answers(loading('GET /provider/services')) },
  play: async (context) => {
    await expect(within(context.canvasElement).getByRole('heading', { level: 1, name: say(context, 'services.title') })).toBeVisible();
  },
};

/** No service yet. */
export const Empty: Story = {
  globals: { locale: 'en' },
  parameters: { msw: answers(ok('GET /provider/services', page('/provider/services', []))) },
  play: async (context) => {
    await expect(await within(context.canvasElement).findByText(say(context, 'services.empty.title'), {}, LOAD)).toBeVisible();
  },
};

/** The new-service form refuses an empty save: the required fields say what is missing. */
export const CreateFormValidation: Story = {
  globals: { locale: 'en' },
  render: () => <ServiceFormPage />,
  parameters: { route: { path: '/{locale}/provider-dashboard/services/create' } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'New service' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByRole('main').querySelector('[data-invalid]')).not.toBeNull());
  },
};

type Context = Parameters<NonNullable<Story['play']>>[0];

/** The services as the server holds them after this story's changes (reset before each story). */
const changed = { deactivated: new Set<number>(), deleted: new Set<number>() };
const serviceAnswers = [
  ok('GET /provider/services', ({ locale }) => {
    const all = demo(locale)['GET /provider/services'].data.filter((s) => !changed.deleted.has(s.id));
    return page('/provider/services', all.map((s) => (changed.deactivated.has(s.id) ? { ...s, is_active: false } : s)));
  }),
  ok('PUT /provider/services/{id}/toggle-active', ({ locale, params }) => {
    changed.deactivated.add(Number(params.id));
    const service = demo(locale)['GET /provider/services'].data.find((s) => s.id === Number(params.id))!;
    return { data: { ...service, is_active: false }, message: serverSays(locale, 'api.booking.service.updated') };
  }),
  ok('DELETE /provider/services/{id}', ({ locale, params }) => {
    changed.deleted.add(Number(params.id));
    return { data: null, message: serverSays(locale, 'api.booking.service.deleted') };
  }),
];
const fresh = () => {
  freshStory();
  changed.deactivated.clear();
  changed.deleted.clear();
};

/** A service whose name no other service has (each salon has its own "Haircut"). */
const onlyOne = (locale: 'ar' | 'en', also: (s: { is_active: boolean }) => boolean = () => true) => {
  const all = demo(locale)['GET /provider/services'].data;
  return all.find((s) => also(s) && all.filter((other) => other.name === s.name).length === 1)!;
};

/** Chooses `action` (a message id) in the row's actions menu. */
const rowAction = async (context: Context, name: string, action: string) => {
  const canvas = within(context.canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: say(context, 'ds.data.table.rowActions', { row: name }) }, LOAD));
  await userEvent.click(await within(document.body).findByRole('menuitem', { name: say(context, action) }));
};

/** Chooses delete on the row, then presses delete in the confirmation that names the service; returns the confirmation. */
const deleteConfirmed = async (context: Context, name: string) => {
  await rowAction(context, name, 'services.action.delete');
  const confirm = await within(document.body).findByRole('alertdialog', { name: say(context, 'services.delete.title', { name }) });
  await waitFor(() => expect(within(confirm).getByText(say(context, 'services.delete.body'))).toBeVisible());
  await userEvent.click(within(confirm).getByRole('button', { name: say(context, 'services.action.delete') }));
  return confirm;
};

/** Deleting asks first, naming the service; once confirmed the server's notice shows and the row goes. */
export const DeleteConfirmed: Story = {
  parameters: { msw: answers(serviceAnswers) },
  beforeEach: fresh,
  play: async (context) => {
    const { name } = onlyOne('ar');
    await deleteConfirmed(context, name);
    await expectNotice(serverSays('ar', 'api.booking.service.deleted'));
    await waitFor(() => expect(within(context.canvasElement).queryByRole('rowheader', { name })).toBeNull(), LOAD);
  },
};

/** Deactivating: the server's notice, and the row now says inactive. */
export const Deactivated: Story = {
  globals: { locale: 'en' },
  parameters: { msw: answers(serviceAnswers) },
  beforeEach: fresh,
  play: async (context) => {
    const service = onlyOne('en', (s) => s.is_active);
    await rowAction(context, service.name, 'services.action.deactivate');
    await expectNotice(serverSays('en', 'api.booking.service.updated'));
    const row = (await within(context.canvasElement).findByRole('rowheader', { name: service.name })).closest('[role="row"]') as HTMLElement;
    await waitFor(() => expect(within(row).getByText(say(context, 'services.filter.inactive'))).toBeVisible(), LOAD);
  },
};

/** A service booked in upcoming reservations cannot go: the server says why, and the confirmation stays to cancel. */
export const DeleteRefused: Story = {
  globals: { locale: 'en' },
  parameters: {
    msw: answers(
      fails('DELETE /provider/services/{id}', 409, 'has_upcoming_reservations', { message: 'api.booking.service.has_upcoming_reservations' }),
      ...serviceAnswers,
    ),
  },
  beforeEach: fresh,
  play: async (context) => {
    const body = within(document.body);
    const { name } = onlyOne('en');
    const confirm = await deleteConfirmed(context, name);
    await expectNotice(serverSays('en', 'api.booking.service.has_upcoming_reservations'));
    await expect(confirm).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: say(context, 'ds.overlays.alertDialog.cancel') }));
    await waitFor(() => expect(body.queryByRole('alertdialog', { name: say(context, 'services.delete.title', { name }) })).toBeNull());
    await expect(within(context.canvasElement).getByRole('rowheader', { name })).toBeVisible();
  },
};
