import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { iconNames, ToggleButton, toggleButtonSizes } from '../../design-system';
import { inLocale, perLocale } from './support/sample';

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const localeArgs = perLocale({ ar: { children: 'إظهار الملغاة' }, en: { children: 'Show cancelled' }, tr: { children: 'İptal edilenleri göster' }, ur: { children: 'منسوخ شدہ دکھائیں' } });

const meta = {
  title: 'Design system/Actions/ToggleButton',
  component: ToggleButton,
  args: { ...localeArgs.ar, size: 'medium', onChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: toggleButtonSizes },
    icon: { control: 'select', options: [undefined, ...iconNames] },
    isSelected: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
  },
  parameters: {
    localeArgs,
    docs: {
      description: {
        component:
          'A button that stays pressed: a view filter ("show cancelled"), mute, bold. Screen readers hear "pressed"/"not pressed" (`aria-pressed`); the label does not change with the state. Selected looks brand-tinted with a brand border (not colour alone: the border changes too). Use Switch for settings that are on or off, Checkbox inside forms, Tabs to switch views.',
      },
    },
  },
} satisfies Meta<typeof ToggleButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const button = within(canvasElement).getByRole('button', { name: inLocale(localeArgs, globals).children });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveAttribute('data-selected', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

/** Operated from the keyboard alone. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
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

/** Pressed on. */
export const Selected: Story = { args: { defaultSelected: true, icon: 'filter' } };

/** Every size side by side. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {toggleButtonSizes.map((size) => (
        <ToggleButton key={size} {...args} size={size}>
          {size}
        </ToggleButton>
      ))}
    </div>
  ),
};

/** Disabled: dimmed and not operable. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = { globals: { locale: 'ar' }, args: { children: 'إظهار الحجوزات الملغاة والمنتهية وحجوزات العملاء الذين لم يحضروا' } };

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = { globals: { locale: 'tr' }, args: { children: 'İptal edilen rezervasyonları göster' } };

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { children: 'Show cancelled' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show cancelled' }));
    await expect(within(canvasElement).getByRole('button')).toHaveAttribute('aria-pressed', 'true');
  },
};
