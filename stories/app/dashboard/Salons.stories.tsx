import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SalonsPage } from '../../../app/features/salons/SalonsPage';
import { demo, page } from '../../api/fixtures';
import { answers, ok } from '../../api/http';
import { say } from '../website/storyKit';
import { asOwner, dashboard, inDashboard, LOAD } from './dashboardKit';

const meta = {
  title: 'App/Dashboard/Salons',
  component: SalonsPage,
  decorators: [inDashboard(), asOwner()],
  parameters: dashboard('/salons'),
} satisfies Meta<typeof SalonsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner's two salons. */
export const List: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: say(context, 'salons.title') })).toBeVisible();
    const first = demo('ar')['GET /provider/salons'].data[0]!.name;
    await expect((await canvas.findAllByText(first, {}, LOAD))[0]).toBeVisible();
  },
};

/** The new-salon dialog refuses an empty form on the spot: nothing is sent. */
export const CreateDialog: Story = {
  globals: { locale: 'en' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findAllByText(demo('en')['GET /provider/salons'].data[0]!.name, {}, LOAD);
    await userEvent.click(canvas.getByRole('button', { name: say(context, 'salons.add') }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'New salon' });
    // The dialog fades in: wait until its content is visible.
    await waitFor(() => expect(within(dialog).getByRole('group', { name: /Working hours/ })).toBeVisible(), LOAD);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog.querySelector('[data-invalid]')).not.toBeNull());
  },
};

/** No salon yet: the way to add the first. */
export const Empty: Story = {
  globals: { locale: 'en' },
  parameters: { msw: answers(ok('GET /provider/salons', page('/provider/salons', []))) },
  play: async (context) => {
    await expect(await within(context.canvasElement).findByText(say(context, 'salons.empty'), {}, LOAD)).toBeVisible();
  },
};
