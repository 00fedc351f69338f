import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline, Spinner, spinnerSizes } from '../../design-system';
import { inLocale, messageOf, perLocale } from './support/sample';

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const customLabel = perLocale({
  ar: { label: 'جارٍ تحميل الحجوزات' },
  en: { label: 'Loading reservations' },
  tr: { label: 'Rezervasyonlar yükleniyor' },
  ur: { label: 'بکنگز لوڈ ہو رہی ہیں' },
});

const meta = {
  title: 'Design system/Feedback/Spinner',
  component: Spinner,
  args: { size: 'medium' },
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes }, decorative: { control: 'boolean' } },
  parameters: {
    docs: {
      description: {
        component:
          'An indeterminate progress indicator for short waits. It is a `status` announced as "Loading" in the current language (or `label`). Inside a control that already announces its busy state (a pending Button) it is `decorative`. Use ProgressBar when progress is known and Skeleton placeholders while a page\'s content loads. Its rotation is shortened to nothing under `prefers-reduced-motion`.',
      },
    },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ canvasElement, loaded }) => {
    await expect(within(canvasElement).getByRole('status', { name: messageOf(loaded, 'ds.button.pending') })).toBeInTheDocument();
  },
};

/** Every size side by side. */
export const Sizes: Story = {
  render: (args) => (
    <Inline gap="large">
      {spinnerSizes.map((size) => (
        <Spinner key={size} {...args} size={size} label={size} />
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const [small, , large] = spinnerSizes.map((size) => within(canvasElement).getByRole('status', { name: size }).getBoundingClientRect().width);
    await expect(small!).toBeLessThan(large!);
  },
};

/** With its own spoken label. */
export const CustomLabel: Story = {
  args: { ...customLabel.ar },
  parameters: { localeArgs: customLabel },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status', { name: inLocale(customLabel, globals).label })).toBeInTheDocument();
  },
};

/** Decorative: hidden from screen readers. */
export const Decorative: Story = {
  args: { decorative: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Yükleniyor' })).toBeInTheDocument();
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await expect(within(canvasElement).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  },
};
