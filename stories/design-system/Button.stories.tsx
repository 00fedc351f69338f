import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, buttonSizes, buttonTones } from '../../design-system';
import { inLocale, perLocale } from './support/sample';

// Sample data per locale (.storybook/localeArgs.tsx): a story shown in English shows English text.
const localeArgs = perLocale({ ar: { children: 'احجز الآن' }, en: { children: 'Book now' }, tr: { children: 'Şimdi rezervasyon yap' }, ur: { children: 'ابھی بک کریں' } });
const sending = perLocale({ ar: { children: 'جارٍ الإرسال' }, en: { children: 'Sending' }, tr: { children: 'Gönderiliyor' }, ur: { children: 'بھیجا جا رہا ہے' } });
const cancelReservation = perLocale({ ar: { children: 'إلغاء الحجز' }, en: { children: 'Cancel reservation' }, tr: { children: 'Rezervasyonu iptal et' }, ur: { children: 'بکنگ منسوخ کریں' } });

const meta = {
  title: 'Design system/Actions/Button',
  component: Button,
  args: { ...localeArgs.ar, tone: 'primary', size: 'medium', onPress: fn() },
  argTypes: {
    tone: { control: 'inline-radio', options: buttonTones },
    size: { control: 'inline-radio', options: buttonSizes },
  },
  parameters: {
    localeArgs,
    docs: {
      description: {
        component:
          'The action button. Use `primary` for the one main action of a view, `neutral` for secondary actions, `critical` for destructive ones (behind an AlertDialog), `ghost` inside dense toolbars. For navigation use Link instead. Pending keeps the button focusable and announces its busy state.',
      },
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const button = within(canvasElement).getByRole('button', { name: inLocale(localeArgs, globals).children });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** Every tone side by side. */
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {buttonTones.map((tone) => (
        <Button key={tone} {...args} tone={tone}>
          {tone}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(buttonTones.length);
  },
};

/** Every size side by side. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {size}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [small, , large] = within(canvasElement).getAllByRole('button');
    await expect(small!.getBoundingClientRect().height).toBeLessThan(large!.getBoundingClientRect().height);
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
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
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

/** Pending: a spinner, the label kept for screen readers, presses ignored. */
export const Pending: Story = {
  args: { isPending: true, ...sending.ar },
  parameters: { localeArgs: sending },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(button).toHaveAttribute('data-pending', 'true');
  },
};

/** The critical tone, for destructive actions. */
export const Critical: Story = { args: { tone: 'critical', ...cancelReservation.ar }, parameters: { localeArgs: cancelReservation } };

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  globals: { locale: 'ar' },
  args: { children: 'تأكيد الحجز وإرسال رسالة نصية إلى العميل مع تفاصيل الموعد' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button.scrollWidth).toBeLessThanOrEqual(canvasElement.scrollWidth + 1);
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: { children: 'Rezervasyonu onaylayın ve müşteriye randevu ayrıntılarını içeren bir kısa mesaj gönderin' },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { children: 'Book now' },
  play: async ({ args, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Book now' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};
