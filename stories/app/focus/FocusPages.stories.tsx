import type { Meta, StoryObj } from '@storybook/react-vite';
import { configure, expect, userEvent, waitFor, within } from 'storybook/test';
import { FocusDashboardPage } from '../../../app/features/focus/FocusDashboardPage';
import { FocusPackagesPage } from '../../../app/features/focus/FocusPackagesPage';
import { MEDIA_CHOICE_KEY } from '../../../app/features/room-settings/mediaChoice';
import type { Schema } from '../../../api-spec';
import { toastQueue } from '../../../design-system/components/Toast';
import { loading, mockApi, overrideOperation, resetMockDb } from '../../../app/mocks';
import { withFakeMedia } from '../room-settings/fakeMedia';
import { announcerExcluded, say } from '../website/storyKit';
import { withSession } from './sessionKit';

// These screens load data, devices and sound: give them time on a busy machine (Testing Library's default is 1 s).
configure({ asyncUtilTimeout: 5000 });

function FocusArea({ page }: { page: 'dashboard' | 'packages' }) {
  return page === 'dashboard' ? <FocusDashboardPage /> : <FocusPackagesPage />;
}

const meta = {
  title: 'App/Focus/Focus pages',
  component: FocusArea,
  args: { page: 'dashboard' },
  parameters: { layout: 'fullscreen', route: { path: '/{locale}/focus-dashboard' }, msw: mockApi(), a11y: announcerExcluded },
  decorators: [withSession('focus'), withFakeMedia('devices')],
  beforeEach: () => {
    resetMockDb();
    // Notices from an earlier story would still be on screen.
    toastQueue.clear();
    localStorage.removeItem(MEDIA_CHOICE_KEY);
  },
} satisfies Meta<typeof FocusArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The element a story expects to be there (fails the story otherwise). */
function only<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('expected an element');
  return value;
}

const noActivePackage = overrideOperation('getFocusActivePackage', ({ response }) => response(200).json({ data: null, message: '' }));

/** The profile, the active package counting down, and what it includes. */
export const Dashboard: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText('focus@example.com')).toBeVisible();
    await expect(await canvas.findByRole('timer', { name: say(context, 'focus.package.timeLeft') })).toBeVisible();
    const includes = canvas.getByRole('list', { name: say(context, 'focus.package.includes') });
    await expect(within(includes).getAllByRole('listitem').length).toBeGreaterThan(0);
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

export const DashboardEnglish: Story = { ...Dashboard, globals: { locale: 'en' } };

/** After login (`video=true`) the room settings open by themselves. */
export const DashboardAfterLogin: Story = {
  globals: { locale: 'en' },
  parameters: { route: { path: '/{locale}/focus-dashboard?video=true' } },
  play: async (context) => {
    const dialog = await within(document.body).findByRole('dialog', { name: say(context, 'roomSettings.title') });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: new RegExp(say(context, 'ds.media.device.label', { kind: 'camera' })) })).toHaveTextContent('Front camera'));
  },
};

/** The package ended: zeros, and the "package expired" notice once. */
export const ExpiredPackage: Story = {
  parameters: {
    msw: mockApi(
      overrideOperation('getFocusActivePackage', async ({ response }) => {
        // The catalogue's first package, as the server would embed it, ended a month ago.
        const packages = (await (await fetch('/api/focus/packages')).json()) as { data: Schema<'FocusPackage'>[] };
        const pkg = only(packages.data[0]);
        return response(200).json({
          data: { id: 9, package_name: pkg.name, started_at: '2026-09-01T09:00:00+03:00', expire_at: '2026-10-01T09:00:00+03:00', expire_at_timer: 0, package: pkg },
          message: '',
        });
      }),
    ),
  },
  play: async (context) => {
    const timer = await within(context.canvasElement).findByRole('timer', { name: say(context, 'focus.package.timeLeft') });
    await waitFor(() => expect(timer).toHaveAttribute('data-expired', 'true'));
    await waitFor(() => expect(within(document.body).getAllByText(say(context, 'admin.package_expired'))).toHaveLength(1));
  },
};

export const ExpiredPackageEnglish: Story = { ...ExpiredPackage, globals: { locale: 'en' } };

/** No active package: a way to the catalogue. */
export const DashboardWithoutPackage: Story = {
  parameters: { msw: mockApi(noActivePackage) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(say(context, 'focus.package.none'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: say(context, 'focus.package.choose') })).toBeVisible();
  },
};

export const DashboardLoading: Story = { parameters: { msw: mockApi(loading('getFocusActivePackage', 'getFocusProfile')) } };

/** The catalogue for a user without a package: every card offers to subscribe. */
export const Packages: Story = {
  args: { page: 'packages' },
  parameters: { route: { path: '/{locale}/focus-dashboard-packages' }, msw: mockApi(noActivePackage) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const cards = await canvas.findAllByRole('article');
    await expect(cards.length).toBeGreaterThan(1);
    await expect(within(only(cards[0])).getByRole('button', { name: say(context, 'focus.packages.subscribe') })).toBeVisible();
  },
};

export const PackagesEnglish: Story = { ...Packages, globals: { locale: 'en' } };

/** Subscribing: the card becomes the current plan, a success notice, and the way to the dashboard. */
export const Subscribe: Story = {
  ...Packages,
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const [first] = await canvas.findAllByRole('article');
    await userEvent.click(within(only(first)).getByRole('button', { name: say(context, 'focus.packages.subscribe') }));
    await expect(await within(only(first)).findByText(say(context, 'ds.data.pricing.current'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: say(context, 'focus.packages.toDashboard') })).toBeVisible();
  },
};

export const SubscribeEnglish: Story = { ...Subscribe, globals: { locale: 'en' } };

/** Subscribe pending: the card's button waits, the others are disabled. */
export const SubscribePending: Story = {
  ...Packages,
  parameters: { ...Packages.parameters, msw: mockApi(noActivePackage, loading('subscribeFocusPackage')) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const [first, second] = await canvas.findAllByRole('article');
    await userEvent.click(within(only(first)).getByRole('button', { name: say(context, 'focus.packages.subscribe') }));
    await waitFor(() => expect(within(only(second)).getByRole('button')).toBeDisabled());
  },
};

/** With an active package: "current plan" and the link back to the dashboard. */
export const PackagesWithActive: Story = {
  args: { page: 'packages' },
  parameters: { route: { path: '/{locale}/focus-dashboard-packages' } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(say(context, 'ds.data.pricing.current'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: say(context, 'focus.packages.toDashboard') })).toBeVisible();
  },
};

export const PackagesWithActiveEnglish: Story = { ...PackagesWithActive, globals: { locale: 'en' } };
