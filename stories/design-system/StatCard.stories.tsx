import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatCard, statValueFormats } from '../../design-system';
import { formatIn, inLocale, numberIn, perLocale } from './support/sample';

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const localeArgs = perLocale({
  ar: { label: 'إيرادات الشهر', trend: { change: 0.12, comparedTo: 'الشهر الماضي' } },
  en: { label: 'Revenue this month', trend: { change: 0.12, comparedTo: 'last month' } },
  tr: { label: 'Bu ayın geliri', trend: { change: 0.12, comparedTo: 'geçen ay' } },
  ur: { label: 'اس مہینے کی آمدنی', trend: { change: 0.12, comparedTo: 'پچھلا مہینہ' } },
});
const today = perLocale({
  ar: { label: 'حجوزات اليوم', trend: { change: -0.08, comparedTo: 'أمس' } },
  en: { label: "Today's reservations", trend: { change: -0.08, comparedTo: 'yesterday' } },
  tr: { label: 'Bugünün rezervasyonları', trend: { change: -0.08, comparedTo: 'dün' } },
  ur: { label: 'آج کی بکنگز', trend: { change: -0.08, comparedTo: 'کل' } },
});
const noShows = perLocale({ ar: { label: 'نسبة عدم الحضور' }, en: { label: 'No-show rate' }, tr: { label: 'Gelmeme oranı' }, ur: { label: 'غیر حاضری کی شرح' } });

/** Text as read, without Intl's invisible direction marks and with plain spaces. */
const spoken = (element: Pick<Element, 'textContent'>) => (element.textContent ?? '').replace(/[\u061c\u200e\u200f]/g, '').replace(/\s/g, ' ');

/** The trend as the card words it for screen readers, from the story locale's catalogue. */
const trendWords = (globals: Record<string, unknown>, loaded: Record<string, unknown>, change: number, period?: string) =>
  spoken({
    textContent: formatIn(globals, loaded, period === undefined ? 'ds.data.stat.trend' : 'ds.data.stat.trendCompared', {
      direction: change > 0 ? 'up' : change < 0 ? 'down' : 'flat',
      change: numberIn(globals, Math.abs(change), { style: 'percent', maximumFractionDigits: 1, useGrouping: true }),
      ...(period === undefined ? {} : { period }),
    }),
  });

const meta = {
  title: 'Design system/Data/StatCard',
  component: StatCard,
  args: { ...localeArgs.ar, value: 1254050, format: 'money', icon: 'wallet', isLoading: false },
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


/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ canvasElement, globals, loaded }) => {
    const { label, trend } = inLocale(localeArgs, globals);
    const card = within(canvasElement).getByRole('group', { name: label });
    await expect(card).toHaveTextContent(numberIn(globals, 12540.5, { useGrouping: true, minimumFractionDigits: 2 }));
    await expect(spoken(card)).toContain(trendWords(globals, loaded, trend.change, trend.comparedTo));
    await expect(card.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'positive');
  },
};

/** A count going down. */
export const CountFalling: Story = {
  args: { ...today.ar, value: 37, format: 'number', icon: 'calendar' },
  parameters: { localeArgs: today },
  play: async ({ canvasElement, globals, loaded }) => {
    const card = within(canvasElement).getByRole('group');
    await expect(card).toHaveTextContent(numberIn(globals, 37));
    await expect(card.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'critical');
    await expect(spoken(card)).toContain(trendWords(globals, loaded, -0.08, inLocale(today, globals).trend.comparedTo));
  },
};

/** A figure where falling is good news. */
export const LessIsBetter: Story = {
  args: { ...noShows.ar, value: 0.043, format: 'percent', icon: 'alert', trend: { change: -0.2, tone: 'positive' } },
  parameters: { localeArgs: noShows },
  play: async ({ canvasElement, globals, loaded }) => {
    const card = within(canvasElement).getByRole('group');
    await expect(card.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'positive');
    await expect(spoken(card)).toContain(trendWords(globals, loaded, -0.2));
  },
};

/** No change since the last period. */
export const NoChange: Story = {
  args: { trend: { change: 0 } },
  play: async ({ canvasElement, globals, loaded }) => {
    await expect(spoken(within(canvasElement).getByRole('group'))).toContain(trendWords(globals, loaded, 0));
  },
};

/** While its content loads. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(formatIn(globals, loaded, 'ds.data.stat.loading', { label: inLocale(localeArgs, globals).label }));
    await expect(canvas.getByRole('group')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  globals: { locale: 'ar' },
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
