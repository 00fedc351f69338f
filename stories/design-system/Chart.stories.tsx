import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BarChart, chartValueFormats, chartXTypes, LineChart, type ChartPoint } from '../../design-system';
import { dateIn, inLocale, mapLocales, messageOf, numberIn, perLocale } from './support/sample';

const week: ChartPoint[] = [
  { x: '2026-11-16', value: 18 },
  { x: '2026-11-17', value: 24 },
  { x: '2026-11-18', value: 21 },
  { x: '2026-11-19', value: 30 },
  { x: '2026-11-20', value: 12 },
  { x: '2026-11-21', value: 35 },
  { x: '2026-11-22', value: 27 },
];
const revenue: ChartPoint[] = week.map((point, index) => ({ x: point.x, value: 150000 + index * 42550 }));
// Sample data per locale (support/sample.ts): a chart shown in English has English titles and names.
const barbers = perLocale({
  ar: ['خالد', 'ماجد', 'فيصل', 'نايف'],
  en: ['Khalid', 'Majid', 'Faisal', 'Naif'],
  tr: ['Halid', 'Macid', 'Faysal', 'Nayif'],
  ur: ['خالد', 'ماجد', 'فیصل', 'نائف'],
});
const byBarber = mapLocales(barbers, (names): ChartPoint[] => names.map((x, index) => ({ x, value: [42, 35, 28, 12][index]! })));
const titles = perLocale({
  ar: { week: 'حجوزات آخر سبعة أيام', barbers: 'إيرادات الحلاقين هذا الشهر', daily: 'الإيرادات اليومية', wallet: 'صافي المحفظة اليومي', month: 'حجوزات الشهر' },
  en: { week: 'Reservations, last seven days', barbers: 'Barber revenue this month', daily: 'Daily revenue', wallet: 'Daily wallet net', month: 'Reservations this month' },
  tr: { week: 'Son yedi günün rezervasyonları', barbers: 'Bu ay berber gelirleri', daily: 'Günlük gelir', wallet: 'Günlük cüzdan neti', month: 'Bu ayın rezervasyonları' },
  ur: { week: 'پچھلے سات دنوں کی بکنگز', barbers: 'اس مہینے حجاموں کی آمدنی', daily: 'روزانہ آمدنی', wallet: 'روزانہ والٹ کا خالص', month: 'اس مہینے کی بکنگز' },
});
/** A story's title per locale, as `parameters.localeArgs`. */
const titled = (key: keyof typeof titles.ar) => mapLocales(titles, (t) => ({ title: t[key] }));
const localeArgs = titled('week');
const inHalalas = (data: ChartPoint[]) => data.map((p) => ({ ...p, value: p.value * 10000 }));
const moneyArgs = perLocale({
  ar: { title: titles.ar.barbers, data: inHalalas(byBarber.ar) },
  en: { title: titles.en.barbers, data: inHalalas(byBarber.en) },
  tr: { title: titles.tr.barbers, data: inHalalas(byBarber.tr) },
  ur: { title: titles.ur.barbers, data: inHalalas(byBarber.ur) },
});

/** Text as read, without Intl's invisible direction marks and with plain spaces. */
const spoken = (text: string | null) => (text ?? '').replace(/[\u061c\u200e\u200f]/g, '').replace(/\s/g, ' ');
const bars = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll<SVGRectElement>('[data-bar]')];

const meta = {
  title: 'Design system/Data/Chart',
  component: BarChart,
  args: { ...localeArgs.ar, data: week, xType: 'date', valueFormat: 'number', height: 240 },
  argTypes: { xType: { control: 'inline-radio', options: chartXTypes }, valueFormat: { control: 'inline-radio', options: chartValueFormats } },
  parameters: {
    localeArgs,
    // Shown at the width it has in a page, not across the whole canvas.
    frame: 'panel',
    docs: {
      description: {
        component:
          'Small charts for the dashboard home, hand-made SVG from the theme\'s colours (no chart library): `BarChart` for values per category or day, `LineChart` for a series over time. Axis labels use Intl in the current language (digits, short dates, compact SAR from halalas). In Arabic and Urdu the time axis runs right to left and the value axis sits on the right. For one figure use StatCard; for exact values to act on use Table. Accessibility: each chart is one image whose name summarises it (count, range, lowest and highest), and "Show data table" reveals the same numbers as a real table; bars and points have tooltips for pointer users.',
      },
    },
  },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control, in Arabic: right to left, Arabic-Indic digits. */
export const Playground: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = canvas.getByRole('img');
    await expect(spoken(image.getAttribute('aria-label'))).toBe(
      'حجوزات آخر سبعة أيام: ٧ قيم من ١٦ نوفمبر إلى ٢٢ نوفمبر؛ الأدنى ١٢ (٢٠ نوفمبر) والأعلى ٣٥ (٢١ نوفمبر).',
    );
    await expect(bars(canvasElement)).toHaveLength(7);
    // Time runs right to left in Arabic: the first day's bar is the rightmost.
    const [first, , , , , , last] = bars(canvasElement);
    await expect(first!.getBoundingClientRect().left).toBeGreaterThan(last!.getBoundingClientRect().left);
    // Axis labels in Arabic-Indic digits.
    await expect(canvasElement.querySelector('[data-x-label]')).toHaveTextContent('١٦');
  },
};

/** The chart's numbers as a table for screen readers and copying. */
export const DataTable: Story = {
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: messageOf(loaded, 'ds.data.chart.showTable') });
    await userEvent.hover(toggle);
    await expect(toggle).toHaveAttribute('data-hovered', 'true');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const table = canvas.getByRole('table', { name: inLocale(titles, globals).week });
    await expect(within(table).getAllByRole('row')).toHaveLength(8);
    const saturday = dateIn(globals, '2026-11-21', { day: 'numeric', month: 'short' });
    await expect(within(table).getByRole('rowheader', { name: saturday }).nextElementSibling).toHaveTextContent(numberIn(globals, 35));
    await userEvent.click(toggle);
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** The table view switched on from the keyboard. */
export const KeyboardToggle: Story = {
  play: async ({ canvasElement, loaded }) => {
    await userEvent.tab();
    const toggle = within(canvasElement).getByRole('button', { name: messageOf(loaded, 'ds.data.chart.showTable') });
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await expect(within(canvasElement).getByRole('table')).toBeInTheDocument();
  },
};

/** Money per barber in SAR, as bars. */
export const MoneyPerBarber: Story = {
  args: { xType: 'category', valueFormat: 'money', ...moneyArgs.ar },
  parameters: { localeArgs: moneyArgs },
  play: async ({ canvasElement, globals }) => {
    const image = within(canvasElement).getByRole('img');
    // The highest: 4,200 SAR, by the first barber.
    await expect(spoken(image.getAttribute('aria-label'))).toContain(numberIn(globals, 4200, { useGrouping: true }));
    await expect(spoken(image.getAttribute('aria-label'))).toContain(`(${inLocale(barbers, globals)[0]})`);
  },
};

/** A line chart over days. */
export const Line: Story = {
  render: (args) => <LineChart {...args} />,
  args: { title: titles.ar.daily, data: revenue, valueFormat: 'money' },
  parameters: { localeArgs: titled('daily') },
  play: async ({ canvasElement, globals }) => {
    const points = [...canvasElement.querySelectorAll('[data-point]')];
    await expect(points).toHaveLength(7);
    await expect(canvasElement.querySelector('[data-line]')).toHaveAttribute('d');
    // Later days further along the reading direction: to the left in Arabic and Urdu, to the right otherwise.
    const [firstLeft, lastLeft] = [points[0]!.getBoundingClientRect().left, points[6]!.getBoundingClientRect().left];
    if (canvasElement.closest('[dir]')?.getAttribute('dir') === 'rtl') await expect(firstLeft).toBeGreaterThan(lastLeft);
    else await expect(firstLeft).toBeLessThan(lastLeft);
    await expect(within(canvasElement).getByRole('img')).toHaveAccessibleName(new RegExp(inLocale(titles, globals).daily));
  },
};

/** Values below zero drawn under the axis. */
export const NegativeValues: Story = {
  parameters: { localeArgs: titled('wallet') },
  args: { title: titles.ar.wallet, xType: 'date', valueFormat: 'money', data: week.map((p, i) => ({ x: p.x, value: (i % 3 === 0 ? -1 : 1) * p.value * 1000 })) },
  play: async ({ canvasElement }) => {
    const [negative, positive] = bars(canvasElement);
    // A loss hangs below the zero line, a gain stands on it.
    await expect(negative!.getBoundingClientRect().top).toBeGreaterThanOrEqual(positive!.getBoundingClientRect().bottom - 1);
  },
};

/** Many days: labels thinned so none overlap. */
export const ManyDays: Story = {
  parameters: { localeArgs: titled('month') },
  args: { title: titles.ar.month, data: Array.from({ length: 30 }, (_, i) => ({ x: `2026-11-${String(i + 1).padStart(2, '0')}`, value: (i * 7) % 23 })) },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    // Labels are thinned out so they do not collide on a narrow screen.
    await expect(canvasElement.querySelectorAll('[data-x-label]').length).toBeLessThan(30);
    await expect(bars(canvasElement)).toHaveLength(30);
  },
};

/** With nothing to show. */
export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement, loaded }) => {
    await expect(within(canvasElement).getByText(messageOf(loaded, 'ds.data.chart.empty'))).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  globals: { locale: 'ar' },
  args: { title: 'عدد الحجوزات المؤكدة والمكتملة في جميع فروع الصالون خلال الأيام السبعة الماضية', xType: 'category', data: [{ x: 'عبدالرحمن الشمري', value: 12 }, { x: 'محمد آل الشيخ', value: 9 }] },
  play: async ({ canvasElement }) => {
    const figure = canvasElement.querySelector('figure')!;
    await expect(figure.scrollWidth).toBeLessThanOrEqual(figure.clientWidth + 1);
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: { title: 'Son yedi gündeki onaylanmış ve tamamlanmış rezervasyonlar' },
  play: async ({ canvasElement }) => {
    await expect(spoken(within(canvasElement).getByRole('img').getAttribute('aria-label'))).toContain('16 Kas ile 22 Kas arasında 7 değer');
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { title: 'Reservations, last seven days' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await expect(spoken(within(canvasElement).getByRole('img').getAttribute('aria-label'))).toBe(
      'Reservations, last seven days: 7 values from Nov 16 to Nov 22; lowest 12 (Nov 20), highest 35 (Nov 21).',
    );
    const [first, , , , , , last] = bars(canvasElement);
    // Left to right in English.
    await expect(first!.getBoundingClientRect().left).toBeLessThan(last!.getBoundingClientRect().left);
  },
};
