import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ProgressBar, progressBarTones } from '../../design-system';
import { intlLocale } from '../../app/i18n/locales';
import { inLocale, numberIn, perLocale, storyLocale } from './support/sample';

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const localeArgs = perLocale({ ar: { label: 'رفع شعار الصالون' }, en: { label: 'Uploading the salon logo' }, tr: { label: 'Salon logosu yükleniyor' }, ur: { label: 'سیلون کا لوگو اپ لوڈ ہو رہا ہے' } });
const steps = perLocale({
  ar: { label: 'اكتمال ملف الصالون', valueLabel: '٣ من ٥ خطوات' },
  en: { label: 'Salon profile completion', valueLabel: '3 of 5 steps' },
  tr: { label: 'Salon profilinin tamamlanması', valueLabel: '5 adımdan 3’ü' },
  ur: { label: 'سیلون پروفائل کی تکمیل', valueLabel: '۵ میں سے ۳ مراحل' },
});
const preparing = perLocale({ ar: { label: 'جارٍ تجهيز التقرير' }, en: { label: 'Preparing the report' }, tr: { label: 'Rapor hazırlanıyor' }, ur: { label: 'رپورٹ تیار ہو رہی ہے' } });

const meta = {
  title: 'Design system/Feedback/ProgressBar',
  component: ProgressBar,
  args: { ...localeArgs.ar, value: 40, tone: 'brand', showValue: true },
  argTypes: { tone: { control: 'inline-radio', options: progressBarTones }, value: { control: { type: 'range', min: 0, max: 100 } } },
  parameters: {
    localeArgs,
    // Shown at the width it has in a page, not across the whole canvas.
    frame: 'panel',
    docs: {
      description: {
        component:
          'Known progress: an upload, how complete a salon profile is. React Aria ProgressBar underneath: the value is spoken and shown as a percentage in the locale\'s digits (`formatOptions` to change it, `valueLabel` to replace it, e.g. "3 of 5 steps"). `isIndeterminate` when the amount is unknown; for short waits prefer Spinner. The bar fills from the inline start (the right in Arabic). Accessibility: `role="progressbar"` named by its label, with `aria-valuetext`. Instead: When the end is unknown use Spinner or Skeleton; for time left on a package use Countdown.',
      },
    },
  },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The percentage as Intl writes it for the story's locale (Arabic adds a direction mark after ٪). */
const percent = (globals: Record<string, unknown>, value: number) => new Intl.NumberFormat(intlLocale[storyLocale(globals)], { style: 'percent' }).format(value);

const fillOf = (bar: HTMLElement) => bar.querySelector<HTMLElement>('[data-fill]')!;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: inLocale(localeArgs, globals).label });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuetext', percent(globals, 0.4));
    await expect(within(bar).getByText(percent(globals, 0.4))).toBeInTheDocument();
    await expect(percent(globals, 0.4)).toContain(numberIn(globals, 40));
  },
};

/** Filling from the reading direction's start. */
export const FillsFromTheStart: Story = {
  args: { value: 25 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    const fill = fillOf(bar);
    const track = fill.parentElement!;
    await waitFor(() => expect(Math.round(fill.getBoundingClientRect().width)).toBe(Math.round(track.getBoundingClientRect().width / 4)));
    // Arabic: the filled part hugs the right edge.
    await expect(Math.round(fill.getBoundingClientRect().right)).toBe(Math.round(track.getBoundingClientRect().right));
  },
};

/** Every tone side by side. */
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {progressBarTones.map((tone, i) => (
        <ProgressBar key={tone} {...args} tone={tone} label={`${args.label} ${i + 1}`} value={(i + 1) * 25} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('progressbar')).toHaveLength(progressBarTones.length);
  },
};

/** Progress as steps (3 of 5). */
export const Steps: Story = {
  args: { ...steps.ar, value: 3, maxValue: 5 },
  parameters: { localeArgs: steps },
  play: async ({ canvasElement, globals }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuetext', inLocale(steps, globals).valueLabel);
  },
};

/** Progress of unknown length. */
export const Indeterminate: Story = {
  args: { isIndeterminate: true, ...preparing.ar },
  parameters: { localeArgs: preparing },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(within(bar).queryByText(/[%\u066A]/)).not.toBeInTheDocument();
  },
};

/** A value past 100% shown as full. */
export const OutOfRange: Story = {
  args: { value: 140 },
  play: async ({ canvasElement, globals }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuetext', percent(globals, 1));
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  globals: { locale: 'ar' },
  args: { label: 'رفع صور الصالون والحلاقين والخدمات إلى المعرض العام لصفحة الحجز', value: 70 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: { label: 'Salon fotoğraflarının genel rezervasyon sayfasına yüklenmesi', value: 55 },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuetext', percent(globals, 0.55));
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Uploading logo', value: 25 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading logo' });
    await expect(bar).toHaveAttribute('aria-valuetext', '25%');
    const fill = fillOf(bar);
    await waitFor(() => expect(Math.round(fill.getBoundingClientRect().left)).toBe(Math.round(fill.parentElement!.getBoundingClientRect().left)));
  },
};
