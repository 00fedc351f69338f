import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Divider, Inline, Stack, Text } from '../../design-system';
import { inLocale, perLocale } from './support/sample';

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const groups = perLocale({
  ar: ['الحجوزات', 'العملاء'],
  en: ['Reservations', 'Clients'],
  tr: ['Rezervasyonlar', 'Müşteriler'],
  ur: ['بکنگز', 'کلائنٹس'],
});

const meta = {
  title: 'Design system/Layout/Divider',
  component: Divider,
  args: { orientation: 'horizontal' },
  argTypes: { orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] } },
  render: (args, { globals }) => {
    const [first, second] = inLocale(groups, globals);
    return args.orientation === 'vertical' ? (
      <Inline gap="medium" alignY="center">
        <Text as="span">{first}</Text>
        <Divider {...args} />
        <Text as="span">{second}</Text>
      </Inline>
    ) : (
      <Stack gap="medium">
        <Text>{first}</Text>
        <Divider {...args} />
        <Text>{second}</Text>
      </Stack>
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          'A thin rule between groups of content. It is a `separator` to assistive tech, so use it between real groups, not as decoration (use a border in the layout for that). Vertical dividers sit between inline items and stretch to their height. Instead: To space groups without a line use Stack or Inline gaps.',
      },
    },
  },
} satisfies Meta<typeof Divider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const separator = within(canvasElement).getByRole('separator');
    await expect(separator.getBoundingClientRect().width).toBeGreaterThan(100);
  },
};

/** Vertical, between items in a row. */
export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvasElement }) => {
    const separator = within(canvasElement).getByRole('separator');
    await expect(separator).toHaveAttribute('aria-orientation', 'vertical');
    await expect(separator.getBoundingClientRect().height).toBeGreaterThan(separator.getBoundingClientRect().width);
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await expect(within(canvasElement).getByRole('separator')).toBeInTheDocument();
  },
};
