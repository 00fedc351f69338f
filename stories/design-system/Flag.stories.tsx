import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Flag, flagCountries, Inline, Text } from '../../design-system';
import { inLocale, perLocale } from './support/sample';

// Sample data per locale (support/sample.ts): the country's name in the story's language.
const saudiArabia = perLocale({ ar: 'المملكة العربية السعودية', en: 'Saudi Arabia', tr: 'Suudi Arabistan', ur: 'سعودی عرب' });

const meta = {
  title: 'Design system/Data display/Flag',
  component: Flag,
  args: { country: 'SA' },
  argTypes: { country: { control: 'select', options: flagCountries } },
  render: (args, { globals }) => (
    <Inline gap="small" alignY="center">
      <Flag {...args} />
      <Text as="span">{inLocale(saudiArabia, globals)}</Text>
    </Inline>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'A country flag as a small inline SVG, one line of text high, for a country beside its name or code (the PhoneField country picker). Decoration by default; give `label` when the flag stands alone. Never an emoji flag: Windows and many Linux fonts show those as two letters in boxes. Instead: for a language (not a country) use the LanguageSwitch naming each language in itself, never a flag.',
      },
    },
  },
} satisfies Meta<typeof Flag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state: the Saudi flag beside the country's name, hidden from assistive tech. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg[data-country="SA"]');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    const box = svg!.getBoundingClientRect();
    await expect(box.width / box.height).toBeCloseTo(1.5, 1);
  },
};

/** Standing alone, the flag is an image named in the story's language. */
export const Labelled: Story = {
  render: (args, { globals }) => <Flag {...args} label={inLocale(saudiArabia, globals)} />,
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('img', { name: inLocale(saudiArabia, globals) })).toBeVisible();
  },
};

/** In English, left to right, with the English name. */
export const English: Story = {
  globals: { locale: 'en' },
  render: (args, { globals }) => <Flag {...args} label={inLocale(saudiArabia, globals)} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Saudi Arabia' })).toBeVisible();
  },
};
