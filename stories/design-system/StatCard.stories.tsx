import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatCard, statValueFormats } from '../../design-system';
import type { LocaleArgs } from '../../.storybook/localeArgs';

// Sample data per locale (.storybook/localeArgs.tsx): a story shown in English shows English text.
const localeArgs = {
  ar: { label: 'إيرادات الشهر', trend: { change: 0.12, comparedTo: 'الشهر الماضي' } },
  en: { label: 'Revenue this month', trend: { change: 0.12, comparedTo: 'last month' } },
  tr: { label: 'Bu ayın geliri', trend: { change: 0.12, comparedTo: 'geçen ay' } },
  ur: { label: 'اس مہینے کی آمدنی', trend: { change: 0.12, comparedTo: 'پچھلا مہینہ' } },
} satisfies LocaleArgs;

const meta = {
  title: 'Design system/Data/StatCard',
  component: StatCard,
  args: { label: 'إيرادات الشهر', value: 1254050, format: 'money', trend: { change: 0.12, comparedTo: 'الشهر الماضي' }, icon: 'wallet', isLoading: false },
  argTypes: { format: { control: 'inline-radio', options: statValueFormats } },
  parameters: {
    localeArgs,
    // Shown at the width it has in a page, not across the whole canvas.
    frame: 'card',
    docs: {
      description: {
        component:
          'One key figure on the dashboard home: a count, a ratio or money (integer halalas shown as SAR), with an optional trend. The trend is an arrow, a signed percentage and words ("Up 12% compared with last month") for screen readers, so it never relies on colour; set `tone` when a rise is bad (cancellations). For several figures use a Columns grid of StatCards; for a series over time use BarChart or LineChart.',
      },
    },
  },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Text as read, without Intl's invisible direction marks and with plain spaces. */
const spoken = (element: Element) => (element.textContent ?? '').replace(/[\u061c\u200e\u200f]/g, '').replace(/\s/g, ' ');

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('group', { name: 'إيرادات الشهر' });
    await expect(card).toHaveTextContent('١٢٬٥٤٠٫٥٠');
    await expect(spoken(card)).toContain('ارتفاع بنسبة ١٢٪ مقارنةً بـالشهر الماضي');
    await expect(card.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'positive');
  },
};

/** A count going down. */
export const CountFalling: Story = {
  args: { label: 'حجوزات اليوم', value: 37, format: 'number', icon: 'calendar', trend: { change: -0.08, comparedTo: 'أمس' } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('group');
    await expect(card).toHaveTextContent('٣٧');
    await expect(card.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'critical');
    await expect(spoken(card)).toContain('انخفاض بنسبة ٨٪ مقارنةً بـأمس');
  },
};

/** A figure where falling is good news. */
export const LessIsBetter: Story = {
  args: { label: 'نسبة عدم الحضور', value: 0.043, format: 'percent', icon: 'alert', trend: { change: -0.2, tone: 'positive' } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('group');
    await expect(card.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'positive');
    await expect(spoken(card)).toContain('انخفاض بنسبة ٢٠٪');
  },
};

/** No change since the last period. */
export const NoChange: Story = {
  args: { trend: { change: 0 } },
  play: async ({ canvasElement }) => {
    await expect(spoken(within(canvasElement).getByRole('group'))).toContain('بلا تغيير');
  },
};

/** While its content loads. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('جارٍ تحميل إيرادات الشهر');
    await expect(canvas.getByRole('group')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  args: { label: 'إجمالي الإيرادات من جميع الفروع بعد خصم رسوم المنصة والمبالغ المستردة', value: 987654321 },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('group');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: { label: 'Tüm şubelerin platform ücretleri düşüldükten sonraki toplam geliri', trend: { change: 0.053, comparedTo: 'geçen ay' } },
  play: async ({ canvasElement }) => {
    await expect(spoken(within(canvasElement).getByRole('group'))).toContain('geçen ay ile karşılaştırıldığında %5,3 artış');
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Revenue this month', trend: { change: 0.12, comparedTo: 'last month' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    const card = within(canvasElement).getByRole('group', { name: 'Revenue this month' });
    await expect(spoken(card)).toContain('SAR 12,540.50');
    await expect(spoken(card)).toContain('Up 12% compared with last month');
    await expect(card).toHaveTextContent('+12%');
  },
};
