import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockApi, overrideOperation, resetMockDb } from '../../../app/mocks';
import BufferTimesPage from '../../../app/features/buffer-times/BufferTimesPage';
import { withSession } from '../focus/sessionKit';

const meta = {
  title: 'App/Dashboard/Buffer times',
  component: BufferTimesPage,
  decorators: [withSession('provider')],
  parameters: { layout: 'padded', msw: mockApi(), route: { path: '/{locale}/provider-dashboard/buffer-times' } },
  beforeEach: () => resetMockDb(),
} satisfies Meta<typeof BufferTimesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Saving the salon's minutes says so. */
export const SaveSalon: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = await canvas.findByRole('textbox', { name: /قبل/ }, { timeout: 8000 });
    await userEvent.clear(before);
    await userEvent.type(before, '20');
    await userEvent.click(canvas.getAllByRole('button', { name: 'حفظ' })[0]!);
    await expect(await within(document.body).findByText('حُفظت أوقات فاصل الصالون.', {}, { timeout: 8000 })).toBeInTheDocument();
  },
};

/** The server's 422 lands under its field. */
export const ServerRefuses: Story = {
  globals: { locale: 'en' },
  parameters: {
    msw: mockApi(
      overrideOperation('updateSalonBufferTimes', ({ response }) =>
        response(422).json({ code: 'validation_failed', message: 'The given data was invalid.', errors: { after_minutes: ['Too long for this salon.'] } }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: /Before/ }, { timeout: 8000 });
    await userEvent.click(canvas.getAllByRole('button', { name: 'Save' })[0]!);
    await expect(await canvas.findByText('Too long for this salon.', {}, { timeout: 8000 })).toBeVisible();
  },
};

/** Barbers with their effective minutes; editing one opens a dialog. */
export const EditBarber: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Barbers' }, { timeout: 8000 });
    // The loading placeholders are rows too: wait for the barbers' own rows, each with its actions.
    const actions = await within(table).findAllByRole('button', { name: /Actions for/ }, { timeout: 8000 });
    await userEvent.click(actions[0]!);
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Edit' }));
    const dialog = await within(document.body).findByRole('dialog', { name: /Buffer times of/ });
    // Its entrance starts at opacity 0 (one frame under reduced motion): wait for it to show.
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
