import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PackagesPage } from '../../../app/features/packages-screen/PackagesPage';
import { activePackage, providerPackage, serverSays } from '../../api/fixtures';
import { answers, fails, loading, ok } from '../../api/http';
import { say } from '../website/storyKit';
import { asOwner, dashboard, expectNotice, freshStory, inDashboard, LOAD } from './dashboardKit';

/**
 * What the server holds for the story: the package subscribed to last (`undefined`: the demo's
 * Pro; `null`: none, the package expired). A subscription changes it, so the screen's refetch
 * after subscribing finds the new package, as it would on the server.
 */
let subscribedTo: number | null | undefined;

const meta = {
  title: 'App/Dashboard/Packages',
  component: PackagesPage,
  decorators: [inDashboard(), asOwner(['packages.manage'])],
  parameters: dashboard('/packages'),
  beforeEach: () => {
    freshStory();
    subscribedTo = undefined;
  },
} satisfies Meta<typeof PackagesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The active package: the one subscribed to last. */
const active = ok('GET /provider/packages/activeSubscribedPackage', ({ locale }) => ({
  data: subscribedTo === null ? null : activePackage(locale, subscribedTo ?? 2),
  message: '',
}));
/** The server answers a subscription with the package chosen, which becomes the active one. */
const subscribes = ok('POST /provider/packages/{id}/subscribe', ({ locale, params }) => {
  subscribedTo = Number(params.id);
  const subscription = activePackage(locale, subscribedTo);
  return { data: subscription, message: serverSays(locale, 'api.message.subscribed', { name: subscription.package_name }) };
});
/** The owner's package ended: no active package until a subscription. */
const expired: Story['beforeEach'] = () => {
  subscribedTo = null;
};

/** The current package (Pro) and the catalogue: the two others can be subscribed to. */
export const Active: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: say(context, 'packagesScreen.title') })).toBeVisible();
    const current = providerPackage('ar', 2).name;
    await expect(await canvas.findByRole('heading', { level: 2, name: say(context, 'packagesScreen.active.title', { name: current }) }, LOAD)).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('button', { name: /^الاشتراك في / })).toHaveLength(2), LOAD);
    await expect(canvas.getByText(say(context, 'ds.data.pricing.current'))).toBeVisible();
  },
};

/** The package expired; subscribing to Pro makes it the current one. */
export const ExpiredThenSubscribed: Story = {
  globals: { locale: 'en' },
  beforeEach: expired,
  parameters: { msw: answers(active, subscribes) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(say(context, 'packagesScreen.expired.title'), {}, LOAD)).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: say(context, 'packagesScreen.subscribe', { name: 'Pro' }) }, LOAD));
    await expectNotice(say(context, 'packagesScreen.subscribed', { name: 'Pro' }));
    await waitFor(() => expect(canvas.getByText(say(context, 'packagesScreen.active.title', { name: 'Pro' }))).toBeVisible(), LOAD);
  },
};

/** Moving to another package from an active one. */
export const SubscribeArabic: Story = {
  parameters: { msw: answers(active, subscribes) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const name = providerPackage('ar', 3).name;
    await userEvent.click(await canvas.findByRole('button', { name: say(context, 'packagesScreen.subscribe', { name }) }, LOAD));
    await expectNotice(say(context, 'packagesScreen.subscribed', { name }));
    await waitFor(() => expect(canvas.getByText(say(context, 'packagesScreen.active.title', { name }))).toBeVisible(), LOAD);
  },
};

/** Staff without the packages permission see the catalogue but cannot subscribe. */
export const WithoutPermission: Story = {
  globals: { locale: 'en' },
  decorators: [asOwner([])],
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText(say(context, 'packagesScreen.noPermission'))).toBeVisible();
    const buttons = await canvas.findAllByRole('button', { name: /^Subscribe to / }, LOAD);
    for (const button of buttons) await expect(button).toBeDisabled();
  },
};

/** While the package and the catalogue load: placeholders, and not "expired" while unknown. */
export const Loading: Story = {
  parameters: { msw: answers(loading('GET /provider/packages/activeSubscribedPackage', 'GET /provider/packages')) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: say(context, 'packagesScreen.title') })).toBeVisible();
    await expect(canvas.getByRole('main').querySelectorAll('[data-skeleton]').length).toBeGreaterThan(0);
    await expect(canvas.queryByText(say(context, 'packagesScreen.expired.title'))).toBeNull();
  },
};

/** No package on offer. */
export const Empty: Story = {
  globals: { locale: 'en' },
  parameters: { msw: answers(ok('GET /provider/packages', { data: [], message: '' })) },
  play: async (context) => {
    await expect(await within(context.canvasElement).findByText(say(context, 'packagesScreen.empty'), {}, LOAD)).toBeVisible();
  },
};

/** Neither the current package nor the catalogue load: said so, without claiming the package expired. */
export const LoadFailed: Story = {
  parameters: { msw: answers(fails('GET /provider/packages/activeSubscribedPackage', 500, 'server_error'), fails('GET /provider/packages', 500, 'server_error')) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText('تعذّر تحميل باقتك الحالية', {}, LOAD)).toBeVisible();
    await expect(await canvas.findByText('تعذّر تحميل الباقات', {}, LOAD)).toBeVisible();
    await expect(canvas.queryByText(say(context, 'packagesScreen.expired.title'))).toBeNull();
  },
};

/** Only the current package fails: the catalogue still offers its packages. */
export const LoadFailedEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { msw: answers(fails('GET /provider/packages/activeSubscribedPackage', 500, 'server_error')) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText('Your current package could not be loaded', {}, LOAD)).toBeVisible();
    await expect(canvas.queryByText(say(context, 'packagesScreen.expired.title'))).toBeNull();
    await expect((await canvas.findAllByRole('button', { name: /^Subscribe to / }, LOAD)).length).toBeGreaterThan(0);
  },
};
