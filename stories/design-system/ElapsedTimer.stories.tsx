import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ElapsedTimer, elapsedTimerSizes } from '../../design-system';
import { clockLoader, clockOf } from './storyClock';

const unitText = (canvasElement: HTMLElement, unit: string) => canvasElement.querySelector(`[data-unit="${unit}"]`)?.textContent ?? '';
// The stories' clock stands still at this moment (see storyClock): the same digits in every run.
const NOW = Date.parse('2026-11-22T09:00:00Z');
const startedAgo = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

const meta = {
  title: 'Design system/Data/ElapsedTimer',
  component: ElapsedTimer,
  // Started 1 day, 2 hours, 3 minutes and 4 seconds before the story's moment.
  args: { label: 'مدة الجلسة', startedAt: startedAgo(86400 + 2 * 3600 + 3 * 60 + 4), size: 'compact', showLabel: true, isPaused: false },
  argTypes: { size: { control: 'inline-radio', options: elapsedTimerSizes }, startedAt: { control: 'text' }, now: { control: false } },
  loaders: [clockLoader(NOW)],
  render: (args, { loaded }) => <ElapsedTimer {...args} now={clockOf(loaded).now} />,
  parameters: {
    docs: {
      description: {
        component:
          'Days, hours, minutes and seconds since a moment, ticking every second: the session counter of the company room. For time left until a moment use Countdown. Accessibility: `role="timer"` named by `label`, not a live region; every number carries its unit word.',
      },
    },
  },
} satisfies Meta<typeof ElapsedTimer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ canvasElement, loaded }) => {
    await expect(within(canvasElement).getByRole('timer', { name: 'مدة الجلسة' })).toBeInTheDocument();
    await expect(unitText(canvasElement, 'days')).toBe('١ يوم');
    await expect(unitText(canvasElement, 'hours')).toBe('٠٢ ساعتان');
    await expect(unitText(canvasElement, 'seconds')).toBe('٠٤ ثوانٍ');
    // A second passes: the next tick shows it.
    clockOf(loaded).advance(1000);
    await waitFor(() => expect(unitText(canvasElement, 'seconds')).toBe('٠٥ ثوانٍ'), { timeout: 3000 });
  },
};

/** The large size used in the room. */
export const Large: Story = { args: { size: 'large' } };

/** Paused: the time stands still while a running timer on the same clock moves on. */
export const Paused: Story = {
  args: { isPaused: true, startedAt: startedAgo(59) },
  render: (args, { loaded }) => (
    <>
      <ElapsedTimer {...args} now={clockOf(loaded).now} />
      <ElapsedTimer label="مدة جلسة أخرى" startedAt={args.startedAt} showLabel now={clockOf(loaded).now} />
    </>
  ),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const seconds = (name: string) => canvas.getByRole('timer', { name }).querySelector('[data-unit="seconds"]')?.textContent;
    await expect(seconds('مدة الجلسة')).toBe('٥٩ ثانية');
    // Time passes: the running timer shows it at its next tick, the paused one keeps where it stopped.
    clockOf(loaded).advance(3000);
    await waitFor(() => expect(seconds('مدة جلسة أخرى')).toBe('٠٢ ثانيتان'), { timeout: 3000 });
    await expect(seconds('مدة الجلسة')).toBe('٥٩ ثانية');
  },
};

/** An unreadable start time: a message says so instead of a time. */
export const InvalidStart: Story = {
  args: { startedAt: 'غير معروف' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('وقت البدء ليس تاريخًا صالحًا، لذا لا يمكن عرض الوقت المنقضي.')).toBeInTheDocument();
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = { args: { label: 'المدة المنقضية منذ بدء جلسة غرفة الشركة مع فريق صالون النخبة' } };

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: { label: 'Şirket odası oturumunun başlangıcından bu yana geçen süre' },
  play: async ({ canvasElement }) => {
    await expect(unitText(canvasElement, 'days')).toBe('1 gün');
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Session time', startedAt: startedAgo(3 * 3600 + 5) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await expect(within(canvasElement).getByRole('timer', { name: 'Session time' })).toBeInTheDocument();
    await expect(unitText(canvasElement, 'hours')).toBe('03 hours');
  },
};
