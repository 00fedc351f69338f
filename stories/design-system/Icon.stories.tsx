import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { directionalIcons, Icon, iconNames } from '../../design-system';
import { inLocale, perLocale } from './support/sample';

const MIRRORED = 'matrix(-1, 0, 0, 1, 0, 0)';

function IconGallery() {
  return (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))', gap: 16, listStyle: 'none', padding: 0, margin: 0 }}>
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4, fontSize: 24 }}>
          <Icon name={name} />
          <code style={{ fontSize: 12 }}>{name}</code>
        </li>
      ))}
    </ul>
  );
}

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const localeArgs = perLocale({ ar: { label: 'التقويم' }, en: { label: 'Calendar' }, tr: { label: 'Takvim' }, ur: { label: 'کیلنڈر' } });

const meta = {
  title: 'Design system/Type/Icon',
  component: Icon,
  args: { name: 'calendar', ...localeArgs.ar },
  argTypes: { name: { control: 'select', options: iconNames } },
  parameters: {
    localeArgs,
    docs: {
      description: {
        component:
          'The product\'s icon set: 24×24 strokes drawn for this product, sized to the text (`1.25em`) and coloured with `currentColor`. Icons that point along the reading direction (chevrons, arrows, back, logout, external link, transactions) mirror in right-to-left; the others never do. An icon next to words is decorative (hidden from screen readers); an icon that stands alone needs `label`, or better, use IconButton. Add icons by appending to `Icon/paths.ts` (directional ones also to `directionalIcons`).',
      },
    },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('img', { name: inLocale(localeArgs, globals).label })).toBeInTheDocument();
  },
};

/** Decorative: hidden from screen readers. */
export const Decorative: Story = {
  args: { label: undefined },
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg')!;
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
  },
};

/** Every icon with its name. */
export const Gallery: Story = {
  render: () => <IconGallery />,
  play: async ({ canvasElement }) => {
    for (const name of iconNames) {
      const svg = canvasElement.querySelector(`svg[data-icon="${name}"]`)!;
      const transform = getComputedStyle(svg).transform;
      // Right to left: pointing icons mirror, the rest keep their drawing.
      await expect({ name, transform }).toEqual({ name, transform: directionalIcons.has(name) ? MIRRORED : 'none' });
    }
  },
};

/** Every icon in English, left to right: pointing icons face the other way. */
export const GalleryEnglish: Story = {
  globals: { locale: 'en' },
  render: () => <IconGallery />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    for (const name of directionalIcons) {
      const svg = canvasElement.querySelector(`svg[data-icon="${name}"]`)!;
      await expect({ name, transform: getComputedStyle(svg).transform }).toEqual({ name, transform: 'none' });
    }
  },
};
