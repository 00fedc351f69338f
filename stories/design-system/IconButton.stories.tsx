import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton, iconButtonSizes, iconButtonTones, iconNames } from '../../design-system';
import { inLocale, perLocale } from './support/sample';

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const localeArgs = perLocale({ ar: { label: 'تعديل الحجز' }, en: { label: 'Edit reservation' }, tr: { label: 'Rezervasyonu düzenle' }, ur: { label: 'بکنگ میں ترمیم کریں' } });
const deleteService = perLocale({ ar: { label: 'حذف الخدمة' }, en: { label: 'Delete service' }, tr: { label: 'Hizmeti sil' }, ur: { label: 'سروس حذف کریں' } });
const notifications = perLocale({ ar: { label: 'الإشعارات' }, en: { label: 'Notifications' }, tr: { label: 'Bildirimler' }, ur: { label: 'اطلاعات' } });
const next = perLocale({ ar: { label: 'التالي' }, en: { label: 'Next' }, tr: { label: 'Sonraki' }, ur: { label: 'اگلا' } });

const meta = {
  title: 'Design system/Actions/IconButton',
  component: IconButton,
  args: { icon: 'edit', ...localeArgs.ar, tone: 'ghost', size: 'medium', onPress: fn() },
  argTypes: {
    icon: { control: 'select', options: iconNames },
    tone: { control: 'inline-radio', options: iconButtonTones },
    size: { control: 'inline-radio', options: iconButtonSizes },
    round: { control: 'boolean' },
  },
  parameters: {
    localeArgs,
    docs: {
      description: {
        component:
          'A square button that shows only an icon: close, more actions, edit or delete in a table row, sidebar toggle. `label` is required and becomes the accessible name (pass it translated). Tones and sizes are Button\'s; `ghost` is the default for dense toolbars. Use Button with text wherever there is room: an icon alone is ambiguous for many users. Directional icons mirror in right-to-left.',
      },
    },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ args, canvasElement, globals }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: inLocale(localeArgs, globals).label }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** Every tone side by side. */
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      {iconButtonTones.map((tone) => (
        <IconButton key={tone} {...args} tone={tone} label={`${args.label} (${tone})`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(iconButtonTones.length);
  },
};

/** Every size side by side. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {iconButtonSizes.map((size) => (
        <IconButton key={size} {...args} size={size} label={size} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [small, , large] = within(canvasElement).getAllByRole('button').map((b) => b.getBoundingClientRect());
    await expect(small!.width).toBe(small!.height);
    await expect(small!.width).toBeLessThan(large!.width);
  },
};

/** Under the pointer. */
export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.hover(button);
    await expect(button).toHaveAttribute('data-hovered', 'true');
  },
};

/** Focused from the keyboard: the focus ring shows. */
export const FocusVisible: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** Disabled: dimmed and not operable. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Pending: a spinner, presses ignored. */
export const Pending: Story = {
  args: { isPending: true, icon: 'trash', ...deleteService.ar, tone: 'critical' },
  parameters: { localeArgs: deleteService },
  play: async ({ args, canvasElement, globals }) => {
    const button = within(canvasElement).getByRole('button', { name: inLocale(deleteService, globals).label });
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(button.querySelector('[data-icon]')).toBeNull();
  },
};

/** The round shape. */
export const Round: Story = { args: { round: true, icon: 'bell', ...notifications.ar, tone: 'neutral' }, parameters: { localeArgs: notifications } };

/** An icon that points, mirrored in right to left. */
export const DirectionalIcon: Story = {
  args: { icon: 'chevronEnd', ...next.ar, tone: 'neutral' },
  parameters: { localeArgs: next },
  play: async ({ canvasElement }) => {
    const svg = within(canvasElement).getByRole('button').querySelector('svg')!;
    await expect(getComputedStyle(svg).transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: { label: 'Rezervasyonu düzenle' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Rezervasyonu düzenle' })).toBeInTheDocument();
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Next', icon: 'chevronEnd', tone: 'neutral' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    const button = within(canvasElement).getByRole('button', { name: 'Next' });
    await expect(getComputedStyle(button.querySelector('svg')!).transform).toBe('none');
  },
};
