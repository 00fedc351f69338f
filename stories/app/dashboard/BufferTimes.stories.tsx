import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import BufferTimesPage from '../../../app/features/buffer-times/BufferTimesPage';
import { demo, serverSays } from '../../api/fixtures';
import { answers, fails, ok } from '../../api/http';
import { say } from '../website/storyKit';
import { asOwner, dashboard, inDashboard, LOAD } from './dashboardKit';

const meta = {
  title: 'App/Dashboard/Buffer times',
  component: BufferTimesPage,
  decorators: [inDashboard(), asOwner()],
  parameters: dashboard('/buffer-times'),
} satisfies Meta<typeof BufferTimesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Saving the salon's minutes says so. */
export const SaveSalon: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const before = await canvas.findByRole('textbox', { name: /قبل/ }, LOAD);
    await userEvent.clear(before);
    await userEvent.type(before, '20');
    await userEvent.click(within(canvas.getByRole('main')).getAllByRole('button', { name: 'حفظ' })[0]!);
    await expect(await within(document.body).findByText(say(context, 'bufferTimes.savedSalon'), {}, LOAD)).toBeInTheDocument();
  },
};

/** The server's 422 lands under its field. */
export const ServerRefuses: Story = {
  globals: { locale: 'en' },
  parameters: {
    msw: answers(
      fails('PUT /provider/buffer-times/{salon_id}', 422, 'validation_failed', {
        errors: { after_minutes: 'api.validation.maximum' },
        values: { attribute: serverSays('en', 'api.attribute.after_minutes'), limit: 120 },
      }),
    ),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findByRole('textbox', { name: /Before/ }, LOAD);
    await userEvent.click(within(canvas.getByRole('main')).getAllByRole('button', { name: 'Save' })[0]!);
    await expect(await canvas.findByText(serverSays('en', 'api.validation.maximum', { attribute: serverSays('en', 'api.attribute.after_minutes'), limit: 120 }), {}, LOAD)).toBeVisible();
  },
};

/** The salon-minutes saves this story's handler has received. */
const saves = { count: 0 };
const countedSaves = answers(
  ok('PUT /provider/buffer-times/{salon_id}', ({ locale }) => {
    saves.count += 1;
    return demo(locale)['PUT /provider/buffer-times/{salon_id}'];
  }),
);

const refuseNegative = (before: RegExp, save: string): Story['play'] =>
  async (context) => {
    saves.count = 0;
    const canvas = within(context.canvasElement);
    const field = await canvas.findByRole('textbox', { name: before }, LOAD);
    await userEvent.clear(field);
    await userEvent.type(field, '-10');
    await userEvent.tab();
    // Kept as typed (not clamped to 0 nor stripped of its sign), refused with a reason, and not sent.
    await expect(field).toHaveValue(new Intl.NumberFormat(context.globals.locale as string).format(-10));
    await userEvent.click(within(canvas.getByRole('main')).getAllByRole('button', { name: save })[0]!);
    await expect(await canvas.findByText(say(context, 'bufferTimes.problem.negative'))).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(saves.count).toBe(0);
  };

/** A negative buffer is refused with a message, never dropped or sent. */
export const NegativeRefused: Story = {
  parameters: { msw: countedSaves },
  play: refuseNegative(/قبل/, 'حفظ'),
};

/** In English: a negative buffer is refused with a message, never dropped or sent. */
export const NegativeRefusedEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { msw: countedSaves },
  play: refuseNegative(/Before/, 'Save'),
};

/** Barbers with their effective minutes; editing one opens a dialog. */
export const EditBarber: Story = {
  globals: { locale: 'en' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const table = await canvas.findByRole('grid', { name: say(context, 'bufferTimes.barbersTitle') }, LOAD);
    // The loading placeholders are rows too: wait for the barbers' own rows, each with its actions.
    const actions = await within(table).findAllByRole('button', { name: /Actions for/ }, LOAD);
    await userEvent.click(actions[0]!);
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Edit' }));
    const dialog = await within(document.body).findByRole('dialog', { name: /Buffer times of/ });
    // Its entrance starts at opacity 0 (one frame under reduced motion): wait for it to show.
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
