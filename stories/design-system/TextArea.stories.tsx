import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, Form, TextArea } from '../../design-system';

const meta = {
  title: 'Design system/Forms/TextArea',
  component: TextArea,
  args: { label: 'ملاحظات الحجز', description: 'تظهر للحلاق فقط.', rows: 4, onChange: fn() },
  argTypes: {
    rows: { control: { type: 'number', min: 2, max: 12 } },
    showCount: { control: 'boolean' },
    isRequired: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
  },
  parameters: {
    // Shown at the width it has in a page, not across the whole canvas.
    frame: 'form',
    docs: {
      description: {
        component:
          'Several lines of text: reservation notes, a service description, an address. The user can drag it taller. With `maxLength` and `showCount` a counter ("12 of 200 characters", in the current language and digits) is announced politely as the user types and turns red at the limit. For one line use TextField; for text kept in four languages use MultilingualTextField with `multiline`.',
      },
    },
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'ملاحظات الحجز' });
    await userEvent.type(input, 'العميل يفضل{Enter}المقص فقط');
    await expect(input).toHaveValue('العميل يفضل\nالمقص فقط');
    await expect(args.onChange).toHaveBeenLastCalledWith('العميل يفضل\nالمقص فقط');
  },
};

/** With a character count. */
export const WithCount: Story = {
  args: { maxLength: 20, showCount: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('٠ من ٢٠ حرفًا')).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox'), 'قص');
    await expect(canvas.getByText('٢ من ٢٠ حرفًا')).toBeInTheDocument();
  },
};

/** Under the pointer. */
export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.hover(input);
    await expect(input).toHaveAttribute('data-hovered', 'true');
  },
};

/** Focused from the keyboard: the focus ring shows. */
export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute('data-focused', 'true');
  },
};

/** Required: marked as such, and refused when left empty. */
export const Required: Story = {
  args: { isRequired: true },
  render: (args) => (
    <Form onSubmit={(event) => event.preventDefault()}>
      <TextArea {...args} name="notes" />
      <Button type="submit">حفظ</Button>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await expect(await canvas.findByText('هذا الحقل مطلوب.')).toBeVisible();
    await expect(canvas.getByRole('textbox')).toHaveFocus();
  },
};

/** Invalid: the error message shown and tied to the field. */
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'لا يمكن أن تحتوي الملاحظات على أرقام هواتف.', defaultValue: 'اتصل على 0500000000' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Disabled: dimmed and not operable. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'ملاحظة سابقة' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  args: {
    defaultValue:
      'يرجى تجهيز الكرسي رقم ثلاثة لأن العميل يستخدم كرسيًا متحركًا، وتجنب استخدام أي منتجات تحتوي على العطور لأنه يعاني من حساسية، وإبلاغه قبل الموعد بعشر دقائق إذا حدث أي تأخير.',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: { label: 'Rezervasyon notları', description: 'Yalnızca berber görür.', maxLength: 200, showCount: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0 / 200 karakter')).toBeInTheDocument();
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Reservation notes', description: 'Only the barber sees them.', maxLength: 200, showCount: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: 'Reservation notes' }), 'Hi');
    await expect(within(canvasElement).getByText('2 of 200 characters')).toBeInTheDocument();
  },
};
