import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Box, Inline, inlineAligns, vars } from '../../design-system';

const labels = ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء'];

const meta = {
  title: 'Design system/Layout/Inline',
  component: Inline,
  args: { gap: 'small', align: 'start', wrap: true },
  argTypes: {
    gap: { control: 'select', options: Object.keys(vars.space) },
    align: { control: 'inline-radio', options: inlineAligns },
    alignY: { control: 'inline-radio', options: ['top', 'center', 'bottom', 'baseline'] },
  },
  render: (args) => (
    <Inline {...args}>
      {labels.map((label) => (
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
  play: async ({ canvasElement }) => {
    const [first, second] = labels.map((label) => within(canvasElement).getByText(label));
    // Reading order: the first item is on the right in Arabic.
    await waitFor(() => expect(first!.getBoundingClientRect().left).toBeGreaterThan(second!.getBoundingClientRect().left));
  },
};

/** More items than fit: they wrap onto the next line. */
export const Wrapping: Story = {
  render: (args) => (
    <div style={{ maxWidth: 180 }}>
      <Inline {...args}>
        {labels.map((label) => (
          <Box key={label} paddingX="medium" background="sunken">
            {label}
          </Box>
        ))}
      </Inline>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const rows = () => new Set(labels.map((label) => Math.round(within(canvasElement).getByText(label).getBoundingClientRect().top))).size;
    await waitFor(() => expect(rows()).toBeGreaterThan(1));
  },
};

/** Items pushed to both ends. */
export const SpaceBetween: Story = { args: { align: 'space-between' } };

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    const [first, second] = labels.map((label) => within(canvasElement).getByText(label));
    await waitFor(() => expect(first!.getBoundingClientRect().left).toBeLessThan(second!.getBoundingClientRect().left));
  },
};
