import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Box, Columns, vars } from '../../design-system';
import { inLocale, perLocale } from './support/sample';

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const cards = perLocale({
  ar: ['الحجوزات', 'الإيرادات', 'العملاء', 'الحلاقون'],
  en: ['Reservations', 'Revenue', 'Clients', 'Barbers'],
  tr: ['Rezervasyonlar', 'Gelir', 'Müşteriler', 'Berberler'],
  ur: ['بکنگز', 'آمدنی', 'کلائنٹس', 'حجام'],
});

const meta = {
  title: 'Design system/Layout/Columns',
  component: Columns,
  args: { columns: 4, gap: 'large' },
  argTypes: {
    columns: { control: 'inline-radio', options: [1, 2, 3, 4] },
    gap: { control: 'select', options: Object.keys(vars.space) },
  },
  render: (args, { globals }) => (
    <Columns {...args}>
      {inLocale(cards, globals).map((card) => (
        <Box key={card} padding="large" background="sunken" borderRadius="medium">
          {card}
        </Box>
      ))}
    </Columns>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'Equal-width columns (a CSS grid) that can collapse on small screens: `columns={[1, 2, 4]}` is one column on phones, two from 500 px, four from 600 px. Items fill in reading order (right to left in Arabic). Use it for stat cards and form sections; use Inline for content-sized items.',
      },
    },
  },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const rows = () => new Set(inLocale(cards, globals).map((card) => Math.round(within(canvasElement).getByText(card).getBoundingClientRect().top))).size;
    await waitFor(() => expect(rows()).toBe(1));
    const boxes = inLocale(cards, globals).map((card) => within(canvasElement).getByText(card).getBoundingClientRect());
    await expect(Math.abs(boxes[0]!.width - boxes[3]!.width)).toBeLessThan(1);
    await expect(boxes[0]!.left).toBeGreaterThan(boxes[1]!.left);
  },
};

/** Columns side by side on desktop, stacked on phones. */
export const Responsive: Story = {
  args: { columns: [1, 2, 4] },
  play: async ({ canvasElement, globals }) => {
    const rows = () => new Set(inLocale(cards, globals).map((card) => Math.round(within(canvasElement).getByText(card).getBoundingClientRect().top))).size;
    const expected = window.innerWidth >= 600 ? 1 : window.innerWidth >= 500 ? 2 : 4;
    await waitFor(() => expect(rows()).toBe(expected));
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    const [first, second] = inLocale(cards, globals).map((card) => within(canvasElement).getByText(card));
    await waitFor(() => expect(first!.getBoundingClientRect().left).toBeLessThan(second!.getBoundingClientRect().left));
  },
};
