import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Schema } from '../../../api-spec';
import ClientDetailsPage from '../../../app/features/clients/ClientDetailsPage';
import ClientsPage from '../../../app/features/clients/ClientsPage';
import { client, clientPeople, demo, page, people, serverSays, textIn, type ClientPerson, type Locale } from '../../api/fixtures';
import { answers, fails, loading, ok } from '../../api/http';
import { say } from '../website/storyKit';
import { asOwner, dashboard, expectNotice, freshStory, inDashboard, LOAD } from './dashboardKit';

// The clients as the server holds them after what the story changed (reset before each story).
const changed = new Map<number, Partial<Schema<'Client'>>>();
const clientOf = (locale: Locale, person: ClientPerson) => {
  const c = client(locale, person);
  return { ...c, ...changed.get(c.id) };
};
const clientsApi = [
  ok('GET /provider/clients', ({ locale, url }) => {
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    const blocked = url.searchParams.get('blocked');
    const all = clientPeople
      .map((person) => clientOf(locale, person))
      .filter((c) => (!search || c.name.toLowerCase().includes(search) || c.mobile.includes(search)) && (blocked === null || Number(c.blocked) === Number(blocked)));
    return page('/provider/clients', all);
  }),
  ok('GET /provider/clients/{id}', ({ locale, params }) => {
    const person = clientPeople.find((p) => client(locale, p).id === Number(params.id)) ?? 'khalid';
    return { data: clientOf(locale, person), message: '' };
  }),
  ok('PATCH /provider/clients/{id}', async ({ locale, params, request }) => {
    const change = (await request.json()) as Schema<'ClientUpdate'>;
    const id = Number(params.id);
    changed.set(id, { ...changed.get(id), ...change, updated_at: '2026-11-22T09:05:00+03:00' });
    const person = clientPeople.find((p) => client(locale, p).id === id) ?? 'khalid';
    return { ...demo(locale)['PATCH /provider/clients/{id}'], data: clientOf(locale, person) };
  }),
  // A client's history: the week's reservations that carry their id.
  ok('GET /provider/reservations', ({ locale, url }) => {
    const clientId = Number(url.searchParams.get('client_id')) || undefined;
    const all = demo(locale)['GET /provider/reservations'].data;
    return page('/provider/reservations', all.filter((r) => clientId === undefined || r.client_id === clientId), 10);
  }),
];

const meta = {
  title: 'App/Dashboard/Clients',
  component: ClientsPage,
  decorators: [inDashboard(), asOwner()],
  parameters: { ...dashboard('/clients'), msw: answers(clientsApi) },
  beforeEach: () => {
    freshStory();
    changed.clear();
  },
} satisfies Meta<typeof ClientsPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const localeOf = (context: Context) => context.globals.locale as Locale;
const nameOf = (context: Context, person: ClientPerson) => textIn(localeOf(context), people[person]);
const clientsTable = (context: Context) => within(context.canvasElement).findByRole('grid', { name: say(context, 'clients.title') }, LOAD);

/** Everyone who booked: visits, last visit, no-shows, cancellations, and who may not book online. */
export const List: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: say(context, 'clients.title') })).toBeVisible();
    const table = await clientsTable(context);
    // Named rows, not the loading placeholders.
    const saraHeader = await within(table).findByRole('rowheader', { name: nameOf(context, 'sara') }, LOAD);
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(clientPeople.length);
    const sara = saraHeader.closest('[role="row"]') as HTMLElement;
    await expect(within(sara).getByText(say(context, 'clients.onlineState', { state: 'blocked' }))).toBeVisible();
    // The sidebar offers the Clients page to an owner, marked as the current one.
    await expect(canvas.getByRole('link', { name: say(context, 'providerShell.nav.clients') })).toHaveAttribute('aria-current', 'page');
  },
};

/** Searching by mobile asks the server and lists the one client it answers. */
export const SearchByMobile: Story = {
  globals: { locale: 'en' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const table = await clientsTable(context);
    await within(table).findByRole('rowheader', { name: nameOf(context, 'khalid') }, LOAD);
    await userEvent.type(canvas.getByRole('searchbox', { name: say(context, 'clients.search') }), `${client('en', 'layla').mobile}{Enter}`);
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(1), LOAD);
    await expect(within(table).getByRole('rowheader', { name: nameOf(context, 'layla') })).toBeVisible();
  },
};

/** Only the clients blocked from booking online. */
export const BlockedOnly: Story = {
  globals: { locale: 'en' },
  parameters: { route: { path: '/{locale}/provider-dashboard/clients?blocked=1' } },
  play: async (context) => {
    const table = await clientsTable(context);
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(1), LOAD);
    await expect(within(table).getByRole('rowheader', { name: nameOf(context, 'sara') })).toBeVisible();
  },
};

/** No clients yet: what will show here. */
export const Empty: Story = {
  globals: { locale: 'en' },
  parameters: { msw: answers(ok('GET /provider/clients', page('/provider/clients', []))) },
  play: async (context) => {
    await expect(await within(context.canvasElement).findByText(say(context, 'clients.empty.title'), {}, LOAD)).toBeVisible();
  },
};

/** While the list loads: a busy table, not "no clients yet". */
export const Loading: Story = {
  parameters: { msw: answers(loading('GET /provider/clients')) },
  play: async (context) => {
    const table = await clientsTable(context);
    await expect(table.closest('[aria-busy="true"]')).not.toBeNull();
    await expect(within(context.canvasElement).queryByText(say(context, 'clients.empty.title'))).toBeNull();
  },
};

/** The list does not load: a failure with a way to try again. */
export const LoadFailed: Story = {
  parameters: { msw: answers(fails('GET /provider/clients', 500, 'server_error')) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(say(context, 'dashboard.loadFailed.title', { what: say(context, 'clients.what') }), {}, LOAD)).toBeVisible();
    await expect(canvas.queryByText(say(context, 'clients.empty.title'))).toBeNull();
  },
};

const khalidPage = {
  parameters: { route: { path: `/{locale}/provider-dashboard/clients/${client('ar', 'khalid').id}` } },
  render: () => (
    <Routes>
      <Route path=":locale/provider-dashboard/clients/:id" element={<ClientDetailsPage />} />
    </Routes>
  ),
};

/** Opening a client from the list: their counts, notes and the bookings that carry their id. */
export const OpenClient: Story = {
  render: () => (
    <Routes>
      <Route path=":locale/provider-dashboard/clients" element={<ClientsPage />} />
      <Route path=":locale/provider-dashboard/clients/:id" element={<ClientDetailsPage />} />
    </Routes>
  ),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const khalid = nameOf(context, 'khalid');
    await userEvent.click(await canvas.findByRole('link', { name: khalid }, LOAD));
    await expect(await canvas.findByRole('heading', { level: 1, name: khalid }, LOAD)).toBeVisible();
    const history = await canvas.findByRole('grid', { name: say(context, 'clients.history') }, LOAD);
    const theirs = demo(localeOf(context))['GET /provider/reservations'].data.filter((r) => r.client_id === client('ar', 'khalid').id);
    await waitFor(() => expect(within(history).getAllByRole('rowheader')).toHaveLength(theirs.length), LOAD);
    await expect(canvas.getByRole('textbox', { name: new RegExp(say(context, 'clients.notesLabel')) })).toHaveValue(client(localeOf(context), 'khalid').notes);
  },
};

/** Notes saved, in English. */
export const EditNotes: Story = {
  ...khalidPage,
  globals: { locale: 'en' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const notes = await canvas.findByRole('textbox', { name: new RegExp(say(context, 'clients.notesLabel')) }, LOAD);
    await userEvent.clear(notes);
    await userEvent.type(notes, 'Prefers Ahmed; pays by card');
    await userEvent.click(canvas.getByRole('button', { name: say(context, 'clients.saveNotes') }));
    await expectNotice(serverSays('en', 'api.clients.saved'));
    await expect(changed.get(client('en', 'khalid').id)?.notes).toBe('Prefers Ahmed; pays by card');
  },
};

/** Blocking asks first, then the client may no longer book online; allowing again is one press. */
export const BlockAndAllow: Story = {
  ...khalidPage,
  globals: { locale: 'en' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const body = within(document.body);
    await userEvent.click(await canvas.findByRole('button', { name: say(context, 'clients.block') }, LOAD));
    const confirm = await body.findByRole('alertdialog', { name: say(context, 'clients.blockTitle', { name: nameOf(context, 'khalid') }) });
    await userEvent.click(within(confirm).getByRole('button', { name: say(context, 'clients.block') }));
    await expectNotice(serverSays('en', 'api.clients.saved'));
    await expect(await canvas.findByText(say(context, 'clients.blockedBody'), {}, LOAD)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: say(context, 'clients.unblock') }));
    await expect(await canvas.findByText(say(context, 'clients.allowedBody'), {}, LOAD)).toBeVisible();
    await expect(changed.get(client('en', 'khalid').id)?.blocked).toBe(false);
  },
};

/** A receptionist with clients.view only: reads the notes, cannot edit or block, and sees no history without reservations.view. */
export const ViewOnly: Story = {
  ...khalidPage,
  decorators: [asOwner(['clients.view'])],
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(client(localeOf(context), 'khalid').notes ?? '', {}, LOAD)).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: new RegExp(say(context, 'clients.notesLabel')) })).toBeNull();
    await expect(canvas.queryByRole('button', { name: say(context, 'clients.block') })).toBeNull();
    await expect(canvas.getByText(say(context, 'clients.historyNeedsPermission'))).toBeVisible();
  },
};
