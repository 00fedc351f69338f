import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { empty, loading, mockApi, resetMockDb } from '../../../app/mocks';
import { ServiceFormPage } from '../../../app/features/services/ServiceFormPage';
import { ServicesPage } from '../../../app/features/services/ServicesPage';

const meta = {
  title: 'App/Dashboard/Services',
  component: ServicesPage,
  parameters: {
    layout: 'padded',
    msw: mockApi(),
    route: { path: '/{locale}/provider-dashboard/services', routes: { '/:locale/provider-dashboard/services/create': <ServiceFormPage /> } },
  },
  beforeEach: () => resetMockDb(),
} satisfies Meta<typeof ServicesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'الخدمات' })).toBeVisible();
    // Demo services arrive from the mocked API (skeleton rows first).
    await canvas.findAllByText('تشذيب اللحية', {}, { timeout: 8000 });
    // Prices and durations use Arabic-Indic digits in Arabic.
    await expect(canvasElement.textContent).toMatch(/[٠-٩]+٫[٠-٩]{2}/);
  },
};

export const SearchKeptInTheAddress: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByText(/SAR/, {}, { timeout: 8000 });
    const search = canvas.getByRole('searchbox', { name: 'Search services' });
    await userEvent.type(search, 'zzzz-no-such-service{Enter}');
    await expect(await canvas.findByText('No services match your search', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const Loading: Story = { parameters: { msw: mockApi(loading('listServices')) } };

export const Empty: Story = {
  globals: { locale: 'en' },
  parameters: { msw: mockApi(empty('listServices')) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No services yet', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const CreateFormValidation: Story = {
  globals: { locale: 'en' },
  render: () => <ServiceFormPage />,
  parameters: { route: { path: '/{locale}/provider-dashboard/services/create' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'New service' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    // Nothing is sent: the required fields say what is missing.
    await waitFor(() => expect(canvasElement.querySelector('[data-invalid]')).not.toBeNull());
  },
};
