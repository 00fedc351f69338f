import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { empty, mockApi, resetMockDb } from '../../../app/mocks';
import { SalonsPage } from '../../../app/features/salons/SalonsPage';

const meta = {
  title: 'App/Dashboard/Salons',
  component: SalonsPage,
  parameters: { layout: 'padded', msw: mockApi(), route: { path: '/{locale}/provider-dashboard/salons' } },
  beforeEach: () => resetMockDb(),
} satisfies Meta<typeof SalonsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'الصالونات' })).toBeVisible();
    await expect(await canvas.findByText('صالون الأناقة', {}, { timeout: 8000 })).toBeVisible();
  },
};

export const CreateDialog: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByText(/Salon/, {}, { timeout: 8000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Add a salon' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'New salon' });
    // The dialog fades in: wait until its content is visible.
    await waitFor(() => expect(within(dialog).getByRole('group', { name: /Working hours/ })).toBeVisible(), { timeout: 5000 });
    // Saving an empty form is refused on the spot: nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog.querySelector('[data-invalid]')).not.toBeNull());
  },
};

export const Empty: Story = {
  globals: { locale: 'en' },
  parameters: { msw: mockApi(empty('listSalons')) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No salons yet', {}, { timeout: 8000 })).toBeVisible();
  },
};
