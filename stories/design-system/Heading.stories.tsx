import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading, headingLevels, Stack } from '../../design-system';
import { inLocale, perLocale } from './support/sample';

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const localeArgs = perLocale({ ar: { children: 'حجوزات اليوم' }, en: { children: "Today's reservations" }, tr: { children: 'Bugünün rezervasyonları' }, ur: { children: 'آج کی بکنگز' } });
const levelTitle = perLocale({ ar: 'عنوان من المستوى', en: 'A heading of level', tr: 'Başlık düzeyi', ur: 'سطح کی سرخی' });
const bigTitle = perLocale({
  ar: { children: 'عنوان كبير في المستوى الثالث' },
  en: { children: 'A large heading at level three' },
  tr: { children: 'Üçüncü düzeyde büyük bir başlık' },
  ur: { children: 'تیسری سطح پر بڑی سرخی' },
});

const meta = {
  title: 'Design system/Type/Heading',
  component: Heading,
  args: { level: 2, ...localeArgs.ar },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'inline-radio', options: [1, 2, 3, 4] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
  },
  parameters: {
    localeArgs,
    docs: {
      description: {
        component:
          'A section title. `level` is the document outline (h1–h6, what screen-reader users navigate by) and `size` the look, so the outline never bends to the design: one `level={1}` per page, then no skipped levels. Use Text for body copy.',
      },
    },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: inLocale(localeArgs, globals).children })).toBeVisible();
  },
};

/** Every level from 1 to 4. */
export const Levels: Story = {
  render: (_args, { globals }) => (
    <Stack gap="small">
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>
          {inLocale(levelTitle, globals)} {level}
        </Heading>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    for (const level of headingLevels) await expect(within(canvasElement).getByRole('heading', { level })).toBeInTheDocument();
  },
};

/** A level's size chosen apart from its place in the outline. */
export const SizeIndependentOfLevel: Story = {
  args: { level: 3, size: 1, ...bigTitle.ar },
  parameters: { localeArgs: bigTitle },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 3 });
    await expect(getComputedStyle(heading).fontSize).toBe('28px');
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  globals: { locale: 'ar' },
  args: { children: 'إدارة الحجوزات والمواعيد وأوقات الاستراحة الخاصة بجميع الحلاقين في جميع فروع الصالون' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: { children: 'Tüm şubelerdeki berberlerin rezervasyonlarını ve mola zamanlarını yönetin' },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { children: "Today's reservations" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await expect(within(canvasElement).getByRole('heading', { name: "Today's reservations" })).toBeVisible();
  },
};
