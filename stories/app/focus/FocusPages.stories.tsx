import type { Meta, StoryObj } from '@storybook/react-vite';
import { configure, expect, userEvent, waitFor, within } from 'storybook/test';
import { FocusDashboardPage } from '../../../app/features/focus/FocusDashboardPage';
import { FocusPackagesPage } from '../../../app/features/focus/FocusPackagesPage';
import { MEDIA_CHOICE_KEY } from '../../../app/features/room-settings/mediaChoice';
import { toastQueue } from '../../../design-system/components/Toast';
import { focusSubscription } from '../../api/fixtures';
import { answers, loading, ok } from '../../api/http';
import { withFakeMedia } from '../room-settings/fakeMedia';
import { announcerExcluded, localeOf, say } from '../website/storyKit';
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
  parameters: { layout: 'fullscreen', route: { path: '/{locale}/focus-dashboard' }, msw: answers(), a11y: announcerExcluded },
  decorators: [withSession('focus'), withFakeMedia('devices')],
  beforeEach: () => {
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

const noActivePackage = ok('GET /focus/packages/active', { data: null, message: '' });

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

/** The same as Dashboard, in English. */
export const DashboardEnglish: Story = { ...Dashboard, globals: { locale: 'en' } };

/** What the package includes: each part that exists is a link to it; the room settings open from theirs. */
export const IncludedParts: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const [roomSettings] = focusSubscription(localeOf(context)).package.features;
    const includes = await canvas.findByRole('list', { name: say(context, 'focus.package.includes') });
    const link = within(includes).getByRole('link', { name: only(roomSettings).name });
    await expect(link).toHaveAttribute('href', expect.stringMatching(/\/focus-dashboard\?video=true$/));
    await userEvent.click(link);
    const dialog = await within(document.body).findByRole('dialog', { name: say(context, 'roomSettings.title') });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** The same as IncludedParts, in English. */
export const IncludedPartsEnglish: Story = { ...IncludedParts, globals: { locale: 'en' } };

/** A benefit that is not a place ("one month free") is said, not linked: no link leads nowhere. */
export const IncludedBenefit: Story = {
  parameters: { msw: answers(ok('GET /focus/packages/active', ({ locale }) => ({ data: focusSubscription(locale, undefined, 2), message: '' }))) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const [roomSettings, benefit] = focusSubscription(localeOf(context), undefined, 2).package.features;
    const includes = await canvas.findByRole('list', { name: say(context, 'focus.package.includes') });
    await expect(within(includes).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(includes).getAllByRole('link').map((link) => link.textContent)).toEqual([only(roomSettings).name]);
    await expect(within(includes).getByText(only(benefit).name)).toBeVisible();
  },
};

/** The same as IncludedBenefit, in English. */
export const IncludedBenefitEnglish: Story = { ...IncludedBenefit, globals: { locale: 'en' } };

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
    // The monthly package ended on 1 October.
    msw: answers(ok('GET /focus/packages/active', ({ locale }) => ({ data: focusSubscription(locale, '2026-10-01T09:00:00+03:00'), message: '' }))),
  },
  play: async (context) => {
    const timer = await within(context.canvasElement).findByRole('timer', { name: say(context, 'focus.package.timeLeft') });
    await waitFor(() => expect(timer).toHaveAttribute('data-expired', 'true'));
    await waitFor(() => expect(within(document.body).getAllByText(say(context, 'admin.package_expired'))).toHaveLength(1));
  },
};

/** The same as ExpiredPackage, in English. */
export const ExpiredPackageEnglish: Story = { ...ExpiredPackage, globals: { locale: 'en' } };

/** No active package: a way to the catalogue. */
export const DashboardWithoutPackage: Story = {
  parameters: { msw: answers(noActivePackage) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(say(context, 'focus.package.none'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: say(context, 'focus.package.choose') })).toBeVisible();
  },
};

/** While the profile and the active package load. */
export const DashboardLoading: Story = { parameters: { msw: answers(loading('GET /focus/packages/active', 'GET /focus/auth/profile')) } };

/** The catalogue for a user without a package: every card offers to subscribe. */
export const Packages: Story = {
  args: { page: 'packages' },
  parameters: { route: { path: '/{locale}/focus-dashboard-packages' }, msw: answers(noActivePackage) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const cards = await canvas.findAllByRole('article');
    await expect(cards.length).toBeGreaterThan(1);
    await expect(within(only(cards[0])).getByRole('button', { name: say(context, 'focus.packages.subscribe') })).toBeVisible();
  },
};

/** The same as Packages, in English. */
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

/** The same as Subscribe, in English. */
export const SubscribeEnglish: Story = { ...Subscribe, globals: { locale: 'en' } };

/** Subscribe pending: the card's button waits, the others are disabled. */
export const SubscribePending: Story = {
  ...Packages,
  parameters: { ...Packages.parameters, msw: answers(noActivePackage, loading('POST /focus/packages/{id}/subscribe')) },
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

/** The same as PackagesWithActive, in English. */
export const PackagesWithActiveEnglish: Story = { ...PackagesWithActive, globals: { locale: 'en' } };
