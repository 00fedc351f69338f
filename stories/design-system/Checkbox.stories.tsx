import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, Checkbox, Form } from '../../design-system';

const meta = {
  title: 'Design system/Forms/Checkbox',
  component: Checkbox,
  args: { children: 'تذكرني', onChange: fn() },
  argTypes: {
    isSelected: { control: 'boolean' },
    isIndeterminate: { control: 'boolean' },
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
          'A yes/no choice that applies when the form is submitted: remember me, accept the terms, select a row. For a setting that takes effect at once use Switch; for one choice among several use RadioGroup. The whole label is the click target; Space toggles it from the keyboard. Required checkboxes show a translated error on submit. Indeterminate shows a dash (a "select all" whose items are partly selected).',
      },
    },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'تذكرني' });
    await userEvent.click(within(canvasElement).getByText('تذكرني'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

/** Operated from the keyboard alone. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await expect(checkbox.closest('label')).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** Under the pointer. */
export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByText('تذكرني').closest('label')!;
    await userEvent.hover(label);
    await expect(label).toHaveAttribute('data-hovered', 'true');
  },
};

/** Checked. */
export const Selected: Story = { args: { defaultSelected: true } };

/** Partly checked (some of a group). */
export const Indeterminate: Story = {
  args: { isIndeterminate: true, children: 'تحديد كل الحجوزات' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBePartiallyChecked();
  },
};

/** With a description under the label. */
export const WithDescription: Story = {
  args: { children: 'إرسال تذكير للعميل', description: 'رسالة نصية قبل الموعد بساعتين.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAccessibleDescription('رسالة نصية قبل الموعد بساعتين.');
  },
};

/** Required: marked as such, and refused when left empty. */
export const Required: Story = {
  args: { children: 'أوافق على الشروط والأحكام', isRequired: true },
  render: (args) => (
    <Form onSubmit={(event) => event.preventDefault()}>
      <Checkbox {...args} name="terms" />
      <Button type="submit">متابعة</Button>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'متابعة' }));
    await expect(await canvas.findByText('هذا الحقل مطلوب.')).toBeVisible();
    await expect(canvas.getByRole('checkbox')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.queryByText('هذا الحقل مطلوب.')).not.toBeInTheDocument();
  },
};

/** Invalid: the error message shown and tied to the field. */
export const Invalid: Story = {
  args: { children: 'أوافق على الشروط والأحكام', isInvalid: true, errorMessage: 'يجب الموافقة على الشروط للمتابعة.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Disabled: dimmed and not operable. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await expect(checkbox).toBeDisabled();
    await userEvent.click(within(canvasElement).getByText('تذكرني'), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  args: {
    children: 'أوافق على الشروط والأحكام وسياسة الخصوصية، وأقر بأن بياناتي ستُستخدم لإدارة الحجوزات وإرسال الإشعارات المتعلقة بها',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: { children: 'Kullanım koşullarını ve gizlilik politikasını kabul ediyorum; verilerim rezervasyon yönetimi için kullanılacaktır' },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { children: 'Remember me' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await userEvent.click(within(canvasElement).getByText('Remember me'));
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  },
};
