import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { empty, mockApi, resetMockDb } from '../../../app/mocks';
import { BarberFormPage } from '../../../app/features/barbers/BarberFormPage';
import { BarbersPage } from '../../../app/features/barbers/BarbersPage';

const meta = {
  title: 'App/Dashboard/Barbers',
  component: BarbersPage,
  parameters: { layout: 'padded', msw: mockApi(), route: { path: '/{locale}/provider-dashboard/barbers' } },
  beforeEach: () => resetMockDb(),
} satisfies Meta<typeof BarbersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'الحلاقون' })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByText('صالون الأناقة').length).toBeGreaterThan(1), { timeout: 8000 });
  },
};

export const Empty: Story = {
  globals: { locale: 'en' },
  parameters: { msw: mockApi(empty('listBarbers')) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No barbers yet', {}, { timeout: 8000 })).toBeVisible();
  },
};

export const CreateForm: Story = {
  globals: { locale: 'en' },
  render: () => <BarberFormPage />,
  parameters: { route: { path: '/{locale}/provider-dashboard/barbers/create' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'New barber' })).toBeVisible();
    await expect(canvas.getByText('Choose the salon first to see its services.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvasElement.querySelector('[data-invalid]')).not.toBeNull());
  },
};
