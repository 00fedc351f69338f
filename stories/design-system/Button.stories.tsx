import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, buttonSizes, buttonTones } from '../../design-system';

const meta = {
  title: 'Design system/Actions/Button',
  component: Button,
  args: { children: 'احجز الآن', tone: 'primary', size: 'medium', onPress: fn() },
  argTypes: {
    tone: { control: 'inline-radio', options: buttonTones },
    size: { control: 'inline-radio', options: buttonSizes },
  },
  parameters: {
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

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'احجز الآن' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

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

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.hover(button);
    await expect(button).toHaveAttribute('data-hovered', 'true');
  },
};

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

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true, children: 'جارٍ الإرسال' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(button).toHaveAttribute('data-pending', 'true');
  },
};

export const Critical: Story = { args: { tone: 'critical', children: 'إلغاء الحجز' } };

export const LongArabicText: Story = {
  args: { children: 'تأكيد الحجز وإرسال رسالة نصية إلى العميل مع تفاصيل الموعد' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button.scrollWidth).toBeLessThanOrEqual(canvasElement.scrollWidth + 1);
  },
};

export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: { children: 'Rezervasyonu onaylayın ve müşteriye randevu ayrıntılarını içeren bir kısa mesaj gönderin' },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { children: 'Book now' },
  play: async ({ args, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Book now' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};
