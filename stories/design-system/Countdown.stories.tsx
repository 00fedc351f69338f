import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Countdown, countdownSizes } from '../../design-system';
import { inLocale, messageOf, perLocale } from './support/sample';
import { clockLoader, clockOf } from './storyClock';

// The stories' clock stands still at this moment (see storyClock): the same digits in every run.
const NOW = Date.parse('2026-11-22T09:00:00Z');

const unitText = (canvasElement: HTMLElement, unit: string) => canvasElement.querySelector(`[data-unit="${unit}"]`)?.textContent ?? '';

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const localeArgs = perLocale({ ar: { label: 'الوقت المتبقي في باقتك' }, en: { label: 'Time left in your package' }, tr: { label: 'Paketinizde kalan süre' }, ur: { label: 'آپ کے پیکج میں باقی وقت' } });
/** What the units show, as each locale writes numbers and plurals. */
const shown = perLocale({
  ar: { days: '٣ أيام', hours: '٠٤ ساعات', seconds: '٠٦ ثوانٍ', nextSecond: '٠٥ ثوانٍ', oneDay: '١ يوم', zeroSeconds: '٠٠ ثانية' },
  en: { days: '3 days', hours: '04 hours', seconds: '06 seconds', nextSecond: '05 seconds', oneDay: '1 day', zeroSeconds: '00 seconds' },
  tr: { days: '3 gün', hours: '04 saat', seconds: '06 saniye', nextSecond: '05 saniye', oneDay: '1 gün', zeroSeconds: '00 saniye' },
  ur: { days: '3 دن', hours: '04 گھنٹے', seconds: '06 سیکنڈ', nextSecond: '05 سیکنڈ', oneDay: '1 دن', zeroSeconds: '00 سیکنڈ' },
});
const notADate = perLocale({ ar: { expireAt: 'ليس تاريخًا' }, en: { expireAt: 'not a date' }, tr: { expireAt: 'tarih değil' }, ur: { expireAt: 'تاریخ نہیں' } });

const meta = {
  title: 'Design system/Data/Countdown',
  component: Countdown,
  args: { ...localeArgs.ar, remainingSeconds: 3 * 86400 + 4 * 3600 + 5 * 60 + 6, size: 'large', showLabel: true, onExpire: fn() },
  argTypes: { size: { control: 'inline-radio', options: countdownSizes }, expireAt: { control: 'date' }, now: { control: false } },
  loaders: [clockLoader(NOW)],
  render: (args, { loaded }) => <Countdown {...args} now={clockOf(loaded).now} />,
  parameters: {
    localeArgs,
    docs: {
      description: {
        component:
          'Days, hours, minutes and seconds left until a moment: the active package timer in the top bar (`size="compact"`) and on the packages page (`large`), or a resend countdown. Give `remainingSeconds` (e.g. `expire_at_timer`) or `expireAt`; it ticks every second and calls `onExpire` once when it reaches zero, then shows zeros. For time passed since a moment use ElapsedTimer. Accessibility: `role="timer"` with the `label` as its name; the timer is not a live region (a screen reader is not interrupted every second), and each number is followed by its unit word in the current language (ICU plurals).',
      },
    },
  },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ canvasElement, globals, loaded }) => {
    const units = inLocale(shown, globals);
    const timer = within(canvasElement).getByRole('timer', { name: inLocale(localeArgs, globals).label });
    await expect(timer).toBeInTheDocument();
    await expect(unitText(canvasElement, 'days')).toBe(units.days);
    await expect(unitText(canvasElement, 'hours')).toBe(units.hours);
    await expect(unitText(canvasElement, 'seconds')).toBe(units.seconds);
    // A second passes: the next tick shows one second less.
    clockOf(loaded).advance(1000);
    await waitFor(() => expect(unitText(canvasElement, 'seconds')).toBe(units.nextSecond), { timeout: 3000 });
  },
};

/** The compact form used in the top bar. */
export const Compact: Story = {
  args: { size: 'compact', showLabel: false, remainingSeconds: 26 * 3600 },
  play: async ({ canvasElement, globals }) => {
    await expect(unitText(canvasElement, 'days')).toBe(inLocale(shown, globals).oneDay);
  },
};

/** A package already expired. */
export const Expired: Story = {
  args: { remainingSeconds: 0 },
  play: async ({ canvasElement, args, globals }) => {
    const timer = within(canvasElement).getByRole('timer');
    await expect(timer).toHaveAttribute('data-expired', 'true');
    await expect(unitText(canvasElement, 'seconds')).toBe(inLocale(shown, globals).zeroSeconds);
    // Expiry is reported from an effect, just after the zeros are painted.
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledTimes(1));
  },
};

/** Counting down to zero, then expired. */
export const ReachesZero: Story = {
  args: { remainingSeconds: 2 },
  play: async ({ canvasElement, args, loaded }) => {
    const timer = within(canvasElement).getByRole('timer');
    await expect(timer).not.toHaveAttribute('data-expired');
    await expect(args.onExpire).not.toHaveBeenCalled();
    clockOf(loaded).advance(2000);
    await waitFor(() => expect(timer).toHaveAttribute('data-expired', 'true'), { timeout: 4000 });
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledTimes(1));
    // Once only, however long it stays at zero.
    clockOf(loaded).advance(5000);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(args.onExpire).toHaveBeenCalledTimes(1);
  },
};

/** An unreadable end date: a message says so instead of a time. */
export const InvalidDate: Story = {
  args: { remainingSeconds: undefined, ...notADate.ar },
  parameters: { localeArgs: notADate },
  play: async ({ canvasElement, loaded }) => {
    await expect(within(canvasElement).getByText(messageOf(loaded, 'ds.data.countdown.invalid'))).toBeInTheDocument();
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  globals: { locale: 'ar' },
  args: { label: 'الوقت المتبقي حتى انتهاء اشتراك الباقة الذهبية لصالون النخبة للحلاقة الرجالية', remainingSeconds: 400 * 86400 },
  play: async ({ canvasElement }) => {
    await expect(unitText(canvasElement, 'days')).toBe('٤٠٠ يوم');
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: { label: 'Altın paket aboneliğinizin sona ermesine kalan süre', remainingSeconds: 2 * 86400 + 61 },
  play: async ({ canvasElement }) => {
    await expect(unitText(canvasElement, 'days')).toBe('2 gün');
    await expect(unitText(canvasElement, 'minutes')).toBe('01 dakika');
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Package time left', remainingSeconds: 86400 + 3600 + 60 + 30 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await expect(within(canvasElement).getByRole('timer', { name: 'Package time left' })).toBeInTheDocument();
    await expect(unitText(canvasElement, 'days')).toBe('1 day');
    await expect(unitText(canvasElement, 'hours')).toBe('01 hour');
  },
};
