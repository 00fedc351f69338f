import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expiredPackage, loading, mockApi, overrideOperation, serverError } from '../../../app/mocks';
import { PackagesPage } from '../../../app/features/packages-screen/PackagesPage';
import { a11yWithoutAnnouncer, expectNotice, freshStory, LOAD, withApiRuntime, withOwner } from './accountKit';

const meta = {
  title: 'App/Dashboard/Packages',
  component: PackagesPage,
  decorators: [withApiRuntime, withOwner(['packages.manage'])],
  parameters: { layout: 'padded', a11y: a11yWithoutAnnouncer, msw: mockApi(), route: { path: '/{locale}/provider-dashboard/packages' } },
  beforeEach: freshStory,
} satisfies Meta<typeof PackagesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'الباقات' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: /^الباقة الحالية: / }, LOAD)).toBeVisible();
    // The catalogue: the current package is marked as such, the two others can be subscribed to.
    await waitFor(() => expect(canvas.getAllByRole('button', { name: /^الاشتراك في / })).toHaveLength(2), LOAD);
    await expect(canvas.getByText('باقتك الحالية')).toBeVisible();
  },
};

export const ExpiredThenSubscribed: Story = {
  globals: { locale: 'en' },
  parameters: { msw: mockApi(expiredPackage()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your package has expired', {}, LOAD)).toBeVisible();
    // Pro holds what the demo provider already runs (Basic would be refused: SubscribeRefusedOverLimits).
    await userEvent.click(await canvas.findByRole('button', { name: 'Subscribe to Pro' }, LOAD));
    await expectNotice('Subscribed to Pro.');
    await expect(await canvas.findByText('Current package: Pro', {}, LOAD)).toBeVisible();
    await expect(canvas.queryByText('Your package has expired')).toBeNull();
  },
};

/** Moving to another package from an active one. */
export const SubscribeArabic: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = await canvas.findAllByRole('button', { name: /^الاشتراك في / }, LOAD);
    const other = buttons[buttons.length - 1] as HTMLElement;
    const name = (other.textContent ?? '').replace('الاشتراك في ', '');
    await userEvent.click(other);
    await expectNotice(`تم الاشتراك في ${name}.`);
    await expect(await canvas.findByText(`الباقة الحالية: ${name}`, {}, LOAD)).toBeVisible();
  },
};

/** A package smaller than what the provider already runs is refused, with the reason. */
export const SubscribeRefusedOverLimits: Story = {
  globals: { locale: 'en' },
  parameters: { msw: mockApi(expiredPackage()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Subscribe to Basic' }, LOAD));
    await expectNotice(/exceed this package's limits/);
    await expect(canvas.getByText('Your package has expired')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Subscribe to Basic' })).toBeEnabled(), LOAD);
  },
};

/** Staff without the packages permission see the catalogue but cannot subscribe. */
export const WithoutPermission: Story = {
  globals: { locale: 'en' },
  decorators: [withOwner([])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Only users allowed to manage packages can subscribe.')).toBeVisible();
    const buttons = await canvas.findAllByRole('button', { name: /^Subscribe to / }, LOAD);
    for (const button of buttons) await expect(button).toBeDisabled();
  },
};

export const Loading: Story = {
  parameters: { msw: mockApi(loading('getProviderActivePackage', 'listProviderPackages')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'الباقات' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-skeleton]').length).toBeGreaterThan(0);
    // Not "expired" while we do not know yet.
    await expect(canvas.queryByText('انتهت باقتك')).toBeNull();
  },
};

export const Empty: Story = {
  globals: { locale: 'en' },
  parameters: { msw: mockApi(overrideOperation('listProviderPackages', ({ response }) => response(200).json({ data: [], message: '' }))) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No packages are available right now', {}, LOAD)).toBeVisible();
  },
};

/** Neither the current package nor the catalogue load: the screen says so, and does not claim the package expired. */
export const LoadFailed: Story = {
  parameters: { msw: mockApi(serverError('getProviderActivePackage', 'listProviderPackages')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('تعذّر تحميل باقتك الحالية', {}, LOAD)).toBeVisible();
    await expect(await canvas.findByText('تعذّر تحميل الباقات', {}, LOAD)).toBeVisible();
    await expect(canvas.queryByText('انتهت باقتك')).toBeNull();
  },
};

export const LoadFailedEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { msw: mockApi(serverError('getProviderActivePackage')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your current package could not be loaded', {}, LOAD)).toBeVisible();
    await expect(canvas.queryByText('Your package has expired')).toBeNull();
    await expect((await canvas.findAllByRole('button', { name: /^Subscribe to / }, LOAD)).length).toBeGreaterThan(0);
  },
};
