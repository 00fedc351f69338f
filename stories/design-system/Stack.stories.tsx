import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Box, Stack, stackAligns, vars } from '../../design-system';
import { inLocale, perLocale } from './support/sample';

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const items = perLocale({
  ar: ['قص الشعر', 'تهذيب اللحية', 'صبغة'],
  en: ['Haircut', 'Beard trim', 'Hair colour'],
  tr: ['Saç kesimi', 'Sakal düzeltme', 'Saç boyama'],
  ur: ['بال کٹوائی', 'داڑھی کی تراش', 'بالوں کا رنگ'],
});

const meta = {
  title: 'Design system/Layout/Stack',
  component: Stack,
  args: { gap: 'medium', align: 'stretch' },
  argTypes: {
    gap: { control: 'select', options: Object.keys(vars.space) },
    align: { control: 'inline-radio', options: stackAligns },
  },
  render: (args, { globals }) => (
    <Stack {...args}>
      {inLocale(items, globals).map((item) => (
        <Box key={item} padding="small" background="sunken" borderRadius="small">
          {item}
        </Box>
      ))}
    </Stack>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'Children one above the other with even space from the theme (`gap`). `align` places them along the inline axis: `start` is the right edge in Arabic. Use Inline for a row, Columns for equal-width columns. Stack adds no semantics; for lists render `as="ul"` with `li` children.',
      },
    },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const gap = () => {
      const [first, second] = inLocale(items, globals).map((item) => within(canvasElement).getByText(item).getBoundingClientRect());
      return second!.top - first!.bottom;
    };
    // waitFor: the story's stylesheet may still be loading.
    await waitFor(() => expect(gap()).toBeCloseTo(12, 0));
  },
};

/** Items aligned to the start. */
export const AlignStart: Story = {
  args: { align: 'start' },
  play: async ({ canvasElement, globals }) => {
    const element = within(canvasElement).getByText(inLocale(items, globals)[0]!);
    const stack = element.parentElement!.getBoundingClientRect();
    // Start is the right edge in Arabic: the item hugs it and leaves room on the left.
    await waitFor(() => expect(element.getBoundingClientRect().left).toBeGreaterThan(stack.left));
    await expect(Math.abs(stack.right - element.getBoundingClientRect().right)).toBeLessThan(1);
  },
};

/** A large gap between items. */
export const LargeGap: Story = { args: { gap: 'xxlarge' } };

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { align: 'start' },
  play: async ({ canvasElement, globals }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    const element = within(canvasElement).getByText(inLocale(items, globals)[0]!);
    await waitFor(() => expect(element.getBoundingClientRect().right).toBeLessThan(element.parentElement!.getBoundingClientRect().right));
    await expect(Math.abs(element.parentElement!.getBoundingClientRect().left - element.getBoundingClientRect().left)).toBeLessThan(1);
  },
};
