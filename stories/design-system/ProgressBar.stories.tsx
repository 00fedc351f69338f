import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ProgressBar, progressBarTones } from '../../design-system';

const meta = {
  title: 'Design system/Feedback/ProgressBar',
  component: ProgressBar,
  args: { label: 'رفع شعار الصالون', value: 40, tone: 'brand', showValue: true },
  argTypes: { tone: { control: 'inline-radio', options: progressBarTones }, value: { control: { type: 'range', min: 0, max: 100 } } },
  parameters: {
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
const percent = (locale: string, value: number) => new Intl.NumberFormat(locale, { style: 'percent' }).format(value);
const arabic = 'ar-SA-u-ca-gregory';

const fillOf = (bar: HTMLElement) => bar.querySelector<HTMLElement>('[data-fill]')!;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'رفع شعار الصالون' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuetext', percent(arabic, 0.4));
    await expect(within(bar).getByText(percent(arabic, 0.4))).toBeInTheDocument();
    await expect(percent(arabic, 0.4)).toContain('٤٠');
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
  args: { label: 'اكتمال ملف الصالون', value: 3, maxValue: 5, valueLabel: '٣ من ٥ خطوات' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuetext', '٣ من ٥ خطوات');
  },
};

/** Progress of unknown length. */
export const Indeterminate: Story = {
  args: { isIndeterminate: true, label: 'جارٍ تجهيز التقرير' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(within(bar).queryByText('٪', { exact: false })).not.toBeInTheDocument();
  },
};

/** A value past 100% shown as full. */
export const OutOfRange: Story = {
  args: { value: 140 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuetext', percent(arabic, 1));
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  args: { label: 'رفع صور الصالون والحلاقين والخدمات إلى المعرض العام لصفحة الحجز', value: 70 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: { label: 'Salon fotoğraflarının genel rezervasyon sayfasına yüklenmesi', value: 55 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuetext', percent('tr-TR', 0.55));
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
