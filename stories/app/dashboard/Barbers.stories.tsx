import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BarberFormPage } from '../../../app/features/barbers/BarberFormPage';
import { BarbersPage } from '../../../app/features/barbers/BarbersPage';
import { demo, page } from '../../api/fixtures';
import { answers, ok } from '../../api/http';
import { say } from '../website/storyKit';
import { asOwner, dashboard, inDashboard, LOAD } from './dashboardKit';

const meta = {
  title: 'App/Dashboard/Barbers',
  component: BarbersPage,
  decorators: [inDashboard(), asOwner()],
  parameters: dashboard('/barbers'),
} satisfies Meta<typeof BarbersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The barbers of both salons, each with its salon. */
export const List: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: say(context, 'barbers.title') })).toBeVisible();
    const salon = demo('ar')['GET /provider/salons'].data[0]!.name;
    await waitFor(() => expect(within(canvas.getByRole('main')).getAllByText(salon).length).toBeGreaterThan(1), LOAD);
  },
};

/** No barber yet. */
export const Empty: Story = {
  globals: { locale: 'en' },
  parameters: { msw: answers(ok('GET /provider/barbers', page('/provider/barbers', []))) },
  play: async (context) => {
    await expect(await within(context.canvasElement).findByText(say(context, 'barbers.empty'), {}, LOAD)).toBeVisible();
  },
};

/** The new-barber form: services follow the salon; saving empty marks the missing fields. */
export const CreateForm: Story = {
  globals: { locale: 'en' },
  render: () => <BarberFormPage />,
  parameters: { route: { path: '/{locale}/provider-dashboard/barbers/create' } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'New barber' })).toBeVisible();
    await expect(canvas.getByText('Choose the salon first to see its services.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByRole('main').querySelector('[data-invalid]')).not.toBeNull());
  },
};
