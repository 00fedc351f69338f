import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, Icon, VisuallyHidden } from '../../design-system';
import { inLocale, perLocale } from './support/sample';

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const localeArgs = perLocale({ ar: { children: 'الإشعارات' }, en: { children: 'Notifications' }, tr: { children: 'Bildirimler' }, ur: { children: 'اطلاعات' } });
const signOut = perLocale({ ar: { children: 'تسجيل الخروج' }, en: { children: 'Sign out' }, tr: { children: 'Çıkış yap' }, ur: { children: 'سائن آؤٹ' } });

const meta = {
  title: 'Design system/Layout/VisuallyHidden',
  component: VisuallyHidden,
  args: { ...localeArgs.ar },
  render: (args) => (
    <Button tone="neutral">
      <Icon name="bell" />
      <VisuallyHidden {...args} />
    </Button>
  ),
  parameters: {
    localeArgs,
    docs: {
      description: {
        component:
          'Text for screen readers only: it takes no space on screen but is read and becomes part of accessible names (e.g. a button that shows only an icon, a table caption the layout already implies). Prefer visible text; for icon-only buttons prefer IconButton, which requires a label. Never hide focusable content with it. `below="tablet"` hides the text on phones only (below 768 px): a top-bar button whose words give way to its icon where there is no room.',
      },
    },
  },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const button = within(canvasElement).getByRole('button', { name: inLocale(localeArgs, globals).children });
    const hidden = within(canvasElement).getByText(inLocale(localeArgs, globals).children);
    await expect(button).toBeInTheDocument();
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { children: 'Notifications' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await expect(within(canvasElement).getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  },
};

/** Hidden only below tablet width. */
export const BelowTablet: Story = {
  args: { ...signOut.ar, below: 'tablet' },
  parameters: { localeArgs: signOut },
  render: (args) => (
    <Button tone="neutral">
      <Icon name="logout" />
      <VisuallyHidden {...args} />
    </Button>
  ),
  play: async ({ canvasElement, globals }) => {
    const button = within(canvasElement).getByRole('button', { name: inLocale(signOut, globals).children });
    const words = within(canvasElement).getByText(inLocale(signOut, globals).children);
    await expect(button).toBeInTheDocument();
    // Wide enough here (the story runs wider than a phone), so the words show beside the icon.
    if (window.innerWidth >= 768) await expect(words.getBoundingClientRect().width).toBeGreaterThan(20);
    else await expect(words.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
