import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar, avatarSizes, Button } from '../../design-system';
import { inLocale, perLocale } from './support/sample';

// A tiny inline picture, so the story needs no network.
const photo =
  'data:image/svg+xml,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#6b3fa0"/><circle cx="20" cy="16" r="7" fill="#f1eaf9"/><path d="M6 38a14 14 0 0 1 28 0" fill="#f1eaf9"/></svg>');

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const localeArgs = perLocale({ ar: { name: 'سعد القحطاني' }, en: { name: 'Saad Alqahtani' }, tr: { name: 'Saad Alkahtani' }, ur: { name: 'سعد قحطانی' } });
const initials = perLocale({ ar: 'س\u200cق', en: 'SA', tr: 'SA', ur: 'س\u200cق' });
const accountMenu = perLocale({ ar: 'قائمة الحساب', en: 'Account menu', tr: 'Hesap menüsü', ur: 'اکاؤنٹ مینو' });

const meta = {
  title: 'Design system/Data/Avatar',
  component: Avatar,
  args: { ...localeArgs.ar, size: 'medium', src: photo, isDecorative: false },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
  parameters: {
    localeArgs,
    // Shown at the width it has in a page, not across the whole canvas.
    frame: 'card',
    docs: {
      description: {
        component:
          'A round picture of a barber, customer or provider; without a picture, or when it fails to load, the initials of the name on a colour that stays the same for that name. Arabic initials skip the article "ال" and do not join into a word. Accessibility: the name is the text alternative; set `isDecorative` when the name is written next to the avatar so it is not read twice. Instead: For a status use StatusBadge; for a picture the user chooses use ImageUpload.',
      },
    },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('img', { name: inLocale(localeArgs, globals).name })).toHaveAttribute('src', photo);
  },
};

/** Without a picture: the name's initials on its own colour. */
export const Initials: Story = {
  args: { src: undefined },
  play: async ({ canvasElement, globals }) => {
    const avatar = within(canvasElement).getByRole('img', { name: inLocale(localeArgs, globals).name });
    await expect(avatar).toHaveTextContent(inLocale(initials, globals));
  },
};

/** A picture that fails to load: the initials replace it. */
export const BrokenImageFallsBack: Story = {
  args: { src: '/no-such-avatar.png' },
  play: async ({ canvasElement, globals }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-avatar]')).toHaveAttribute('data-avatar', 'initials'));
    await expect(within(canvasElement).getByRole('img', { name: inLocale(localeArgs, globals).name })).toHaveTextContent(inLocale(initials, globals));
  },
};

/** Every size side by side. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} src={undefined} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const avatars = within(canvasElement).getAllByRole('img');
    await expect(avatars[0]!.getBoundingClientRect().width).toBeLessThan(avatars[3]!.getBoundingClientRect().width);
  },
};

/** Decorative: hidden from screen readers. */
export const Decorative: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Avatar {...args} isDecorative src={undefined} />
      <span>{args.name}</span>
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
    // The initials are drawn (generated content), not page text.
    const avatar = canvasElement.querySelector<HTMLElement>('[data-avatar="initials"]')!;
    await expect(avatar).toHaveTextContent('');
    await expect(getComputedStyle(avatar, '::before').content).toBe(JSON.stringify(inLocale(initials, globals)));
  },
};

/** Decorative in a button named after the person: the button's name holds all of its visible text. */
export const InALabelledButton: Story = {
  args: { src: undefined, isDecorative: true, size: 'small' },
  // An experimental axe rule, off by default: a control's name contains its visible text (WCAG 2.5.3).
  parameters: { a11y: { config: { rules: [{ id: 'label-content-name-mismatch', enabled: true }] } } },
  render: (args, { globals }) => (
    <Button tone="ghost" aria-label={`${inLocale(accountMenu, globals)}: ${args.name}`}>
      <Avatar {...args} />
    </Button>
  ),
  play: async ({ canvasElement, globals, args }) => {
    const button = within(canvasElement).getByRole('button', { name: `${inLocale(accountMenu, globals)}: ${args.name}` });
    await expect(button).toHaveTextContent('');
    await expect(button.querySelector('[data-initials]')).toHaveAttribute('data-initials', inLocale(initials, globals));
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  globals: { locale: 'ar' },
  args: { name: 'عبدالرحمن بن عبدالعزيز بن محمد آل سعود الشمري', src: undefined, size: 'large' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveTextContent('ع\u200cش');
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: { name: 'Çağla Büyükkarakurt', src: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Çağla Büyükkarakurt' })).toHaveTextContent('ÇB');
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { name: 'Khalid Hassan', src: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await expect(within(canvasElement).getByRole('img', { name: 'Khalid Hassan' })).toHaveTextContent('KH');
  },
};
