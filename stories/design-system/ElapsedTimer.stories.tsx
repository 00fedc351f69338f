import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ElapsedTimer, elapsedTimerSizes } from '../../design-system';
import { inLocale, messageOf, perLocale } from './support/sample';
import { clockLoader, clockOf } from './storyClock';

const unitText = (canvasElement: HTMLElement, unit: string) => canvasElement.querySelector(`[data-unit="${unit}"]`)?.textContent ?? '';
// The stories' clock stands still at this moment (see storyClock): the same digits in every run.
const NOW = Date.parse('2026-11-22T09:00:00Z');
const startedAgo = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const localeArgs = perLocale({ ar: { label: 'مدة الجلسة' }, en: { label: 'Session time' }, tr: { label: 'Oturum süresi' }, ur: { label: 'سیشن کا دورانیہ' } });
const otherSession = perLocale({ ar: 'مدة جلسة أخرى', en: 'Another session’s time', tr: 'Başka bir oturumun süresi', ur: 'دوسرے سیشن کا دورانیہ' });
/** What the units show, as each locale writes numbers and plurals. */
const shown = perLocale({
  ar: { days: '١ يوم', hours: '٠٢ ساعتان', seconds: '٠٤ ثوانٍ', nextSecond: '٠٥ ثوانٍ', paused: '٥٩ ثانية', running: '٠٢ ثانيتان' },
  en: { days: '1 day', hours: '02 hours', seconds: '04 seconds', nextSecond: '05 seconds', paused: '59 seconds', running: '02 seconds' },
  tr: { days: '1 gün', hours: '02 saat', seconds: '04 saniye', nextSecond: '05 saniye', paused: '59 saniye', running: '02 saniye' },
  ur: { days: '1 دن', hours: '02 گھنٹے', seconds: '04 سیکنڈ', nextSecond: '05 سیکنڈ', paused: '59 سیکنڈ', running: '02 سیکنڈ' },
});
/** The clock size's line: the days in words, then hours:minutes:seconds in the locale's digits. */
const clockShown = perLocale({
  ar: { days: '١ يوم', clock: '٠٢:٠٣:٠٤' },
  en: { days: '1 day', clock: '02:03:04' },
  tr: { days: '1 gün', clock: '02:03:04' },
  ur: { days: '1 دن', clock: '02:03:04' },
});
const unknownStart = perLocale({ ar: { startedAt: 'غير معروف' }, en: { startedAt: 'unknown' }, tr: { startedAt: 'bilinmiyor' }, ur: { startedAt: 'نامعلوم' } });

const meta = {
  title: 'Design system/Data/ElapsedTimer',
  component: ElapsedTimer,
  // Started 1 day, 2 hours, 3 minutes and 4 seconds before the story's moment.
  args: { ...localeArgs.ar, startedAt: startedAgo(86400 + 2 * 3600 + 3 * 60 + 4), size: 'compact', showLabel: true, isPaused: false },
  argTypes: { size: { control: 'inline-radio', options: elapsedTimerSizes }, startedAt: { control: 'text' }, now: { control: false } },
  loaders: [clockLoader(NOW)],
  render: (args, { loaded }) => <ElapsedTimer {...args} now={clockOf(loaded).now} />,
  parameters: {
    localeArgs,
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
  play: async ({ canvasElement, globals, loaded }) => {
    const units = inLocale(shown, globals);
    await expect(within(canvasElement).getByRole('timer', { name: inLocale(localeArgs, globals).label })).toBeInTheDocument();
    await expect(unitText(canvasElement, 'days')).toBe(units.days);
    await expect(unitText(canvasElement, 'hours')).toBe(units.hours);
    await expect(unitText(canvasElement, 'seconds')).toBe(units.seconds);
    // A second passes: the next tick shows it.
    clockOf(loaded).advance(1000);
    await waitFor(() => expect(unitText(canvasElement, 'seconds')).toBe(units.nextSecond), { timeout: 3000 });
  },
};

/** The large size used in the room. */
export const Large: Story = { args: { size: 'large' } };

/** The clock size: one line that fits a phone's top bar, its digits tabular and left to right. */
export const Clock: Story = {
  args: { size: 'clock' },
  play: async ({ canvasElement, globals }) => {
    const shownHere = inLocale(clockShown, globals);
    await expect(within(canvasElement).getByRole('timer', { name: inLocale(localeArgs, globals).label })).toBeVisible();
    await expect(unitText(canvasElement, 'days')).toBe(shownHere.days);
    const clock = canvasElement.querySelector('[data-unit="clock"]');
    await expect(clock).toHaveTextContent(shownHere.clock);
    await expect(clock).toHaveAttribute('dir', 'ltr');
    await expect(getComputedStyle(clock as Element).fontVariantNumeric).toContain('tabular-nums');
  },
};

/** The same as Clock, in English. */
export const ClockEnglish: Story = { ...Clock, globals: { locale: 'en' } };

/** Paused: the time stands still while a running timer on the same clock moves on. */
export const Paused: Story = {
  args: { isPaused: true, startedAt: startedAgo(59) },
  render: (args, { globals, loaded }) => (
    <>
      <ElapsedTimer {...args} now={clockOf(loaded).now} />
      <ElapsedTimer label={inLocale(otherSession, globals)} startedAt={args.startedAt} showLabel now={clockOf(loaded).now} />
    </>
  ),
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    const units = inLocale(shown, globals);
    const paused = inLocale(localeArgs, globals).label;
    const seconds = (name: string) => canvas.getByRole('timer', { name }).querySelector('[data-unit="seconds"]')?.textContent;
    await expect(seconds(paused)).toBe(units.paused);
    // Time passes: the running timer shows it at its next tick, the paused one keeps where it stopped.
    clockOf(loaded).advance(3000);
    await waitFor(() => expect(seconds(inLocale(otherSession, globals))).toBe(units.running), { timeout: 3000 });
    await expect(seconds(paused)).toBe(units.paused);
  },
};

/** An unreadable start time: a message says so instead of a time. */
export const InvalidStart: Story = {
  args: { ...unknownStart.ar },
  parameters: { localeArgs: unknownStart },
  play: async ({ canvasElement, loaded }) => {
    await expect(within(canvasElement).getByText(messageOf(loaded, 'ds.data.elapsed.invalid'))).toBeInTheDocument();
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = { globals: { locale: 'ar' }, args: { label: 'المدة المنقضية منذ بدء جلسة غرفة الشركة مع فريق صالون النخبة' } };

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
