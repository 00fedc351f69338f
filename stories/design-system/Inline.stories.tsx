import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Box, Inline, inlineAligns, vars } from '../../design-system';
import { inLocale, perLocale } from './support/sample';

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const labels = perLocale({
  ar: ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday'],
  tr: ['Pazar', 'Pazartesi', 'Salı', 'Çarşamba'],
  ur: ['اتوار', 'پیر', 'منگل', 'بدھ'],
});

const meta = {
  title: 'Design system/Layout/Inline',
  component: Inline,
  args: { gap: 'small', align: 'start', wrap: true },
  argTypes: {
    gap: { control: 'select', options: Object.keys(vars.space) },
    align: { control: 'inline-radio', options: inlineAligns },
    alignY: { control: 'inline-radio', options: ['top', 'center', 'bottom', 'baseline'] },
  },
  render: (args, { globals }) => (
    <Inline {...args}>
      {inLocale(labels, globals).map((label) => (
        <Box key={label} paddingX="medium" paddingY="xsmall" background="brandSoft" borderRadius="full">
          {label}
        </Box>
      ))}
    </Inline>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'Children side by side in reading order (right to left in Arabic), wrapping onto new lines when space runs out. Use it for button rows, tags, metadata. `align` works along the reading direction (`start` = right in Arabic). Use Stack for a column, Columns for a grid of equal widths.',
      },
    },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const [first, second] = inLocale(labels, globals).map((label) => within(canvasElement).getByText(label));
    // Reading order: the first item is on the right in Arabic.
    await waitFor(() => expect(first!.getBoundingClientRect().left).toBeGreaterThan(second!.getBoundingClientRect().left));
  },
};

/** More items than fit: they wrap onto the next line. */
export const Wrapping: Story = {
  render: (args, { globals }) => (
    <div style={{ maxWidth: 180 }}>
      <Inline {...args}>
        {inLocale(labels, globals).map((label) => (
          <Box key={label} paddingX="medium" background="sunken">
            {label}
          </Box>
        ))}
      </Inline>
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const rows = () => new Set(inLocale(labels, globals).map((label) => Math.round(within(canvasElement).getByText(label).getBoundingClientRect().top))).size;
    await waitFor(() => expect(rows()).toBeGreaterThan(1));
  },
};

/** Items pushed to both ends. */
export const SpaceBetween: Story = { args: { align: 'space-between' } };

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    const [first, second] = inLocale(labels, globals).map((label) => within(canvasElement).getByText(label));
    await waitFor(() => expect(first!.getBoundingClientRect().left).toBeLessThan(second!.getBoundingClientRect().left));
  },
};
