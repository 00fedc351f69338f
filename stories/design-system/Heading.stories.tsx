import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading, headingLevels, Stack } from '../../design-system';

const meta = {
  title: 'Design system/Type/Heading',
  component: Heading,
  args: { level: 2, children: 'حجوزات اليوم' },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'inline-radio', options: [1, 2, 3, 4] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
  },
  parameters: {
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
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'حجوزات اليوم' })).toBeVisible();
  },
};

/** Every level from 1 to 4. */
export const Levels: Story = {
  render: () => (
    <Stack gap="small">
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>
          عنوان من المستوى {level}
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
  args: { level: 3, size: 1, children: 'عنوان كبير في المستوى الثالث' },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 3 });
    await expect(getComputedStyle(heading).fontSize).toBe('28px');
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
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
