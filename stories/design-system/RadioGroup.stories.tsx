import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, Form, Radio, RadioGroup } from '../../design-system';
import { inLocale, messageOf, perLocale } from './support/sample';

interface PaymentChoiceProps {
  label: string;
  options: { id: string; label: string; description?: string }[];
  orientation?: 'vertical' | 'horizontal';
  isRequired?: boolean;
  isDisabled?: boolean;
  isInvalid?: boolean;
  errorMessage?: string;
  description?: string;
  onChange?: (value: string) => void;
}

function PaymentChoice({ options, ...props }: PaymentChoiceProps) {
  return (
    <RadioGroup {...props} name="payment">
      {options.map((option) => (
        <Radio key={option.id} value={option.id} description={option.description}>
          {option.label}
        </Radio>
      ))}
    </RadioGroup>
  );
}

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const localeArgs = perLocale({
  ar: { label: 'طريقة الدفع', options: [{ id: 'cash', label: 'نقدًا في الصالون' }, { id: 'card', label: 'بطاقة مدى', description: 'ادفع عند الوصول بالبطاقة.' }, { id: 'wallet', label: 'رصيد المحفظة' }] },
  en: { label: 'Payment method', options: [{ id: 'cash', label: 'Cash at the salon' }, { id: 'card', label: 'Mada card', description: 'Pay by card when you arrive.' }, { id: 'wallet', label: 'Wallet balance' }] },
  tr: { label: 'Ödeme yöntemi', options: [{ id: 'cash', label: 'Salonda nakit' }, { id: 'card', label: 'Mada kartı', description: 'Vardığınızda kartla ödeyin.' }, { id: 'wallet', label: 'Cüzdan bakiyesi' }] },
  ur: { label: 'ادائیگی کا طریقہ', options: [{ id: 'cash', label: 'سیلون میں نقد' }, { id: 'card', label: 'مدیٰ کارڈ', description: 'پہنچنے پر کارڈ سے ادائیگی کریں۔' }, { id: 'wallet', label: 'والیٹ بیلنس' }] },
});
/** An option's label in the story's language: 0 cash, 1 card, 2 wallet. */
const option = (globals: Record<string, unknown>, index: number) => inLocale(localeArgs, globals).options[index]!.label;
const confirm = perLocale({ ar: 'تأكيد', en: 'Confirm', tr: 'Onayla', ur: 'تصدیق کریں' });
const lowBalance = perLocale({
  ar: { errorMessage: 'رصيد المحفظة لا يكفي لهذا الحجز.' },
  en: { errorMessage: 'The wallet balance is not enough for this reservation.' },
  tr: { errorMessage: 'Cüzdan bakiyesi bu rezervasyon için yetersiz.' },
  ur: { errorMessage: 'والیٹ بیلنس اس بکنگ کے لیے کافی نہیں۔' },
});

const meta = {
  title: 'Design system/Forms/RadioGroup',
  component: PaymentChoice,
  args: { ...localeArgs.ar, orientation: 'vertical', onChange: fn() },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    isRequired: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
  },
  parameters: {
    localeArgs,
    // Shown at the width it has in a page, not across the whole canvas.
    frame: 'form',
    docs: {
      description: {
        component:
          'One choice among a few options that should all be visible (`RadioGroup` > `Radio`). Tab enters the group on the selected option; arrow keys move and select (following the reading direction horizontally); Tab leaves. Required groups show a translated error on submit. For many options use Select; for yes/no use Switch or Checkbox.',
      },
    },
  },
} satisfies Meta<typeof PaymentChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: inLocale(localeArgs, globals).label })).toBeInTheDocument();
    await userEvent.click(canvas.getByText(option(globals, 1)));
    await expect(canvas.getByRole('radio', { name: new RegExp(option(globals, 1)) })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('card');
  },
};

/** Operated from the keyboard alone. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: option(globals, 0) })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: new RegExp(option(globals, 1)) })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith('wallet');
  },
};

/** Options in a row. */
export const Horizontal: Story = {
  args: { orientation: 'horizontal' },
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole('radio').map((r) => r.closest('label')!.getBoundingClientRect());
    await expect(first!.left).toBeGreaterThan(second!.left);
  },
};

/** Under the pointer. */
export const Hovered: Story = {
  play: async ({ canvasElement, globals }) => {
    const label = within(canvasElement).getByText(option(globals, 2)).closest('label')!;
    await userEvent.hover(label);
    await expect(label).toHaveAttribute('data-hovered', 'true');
  },
};

/** Required: marked as such, and refused when left empty. */
export const Required: Story = {
  args: { isRequired: true },
  render: (args, { globals }) => (
    <Form onSubmit={(event) => event.preventDefault()}>
      <PaymentChoice {...args} />
      <Button type="submit">{inLocale(confirm, globals)}</Button>
    </Form>
  ),
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: inLocale(confirm, globals) }));
    await expect(await canvas.findByText(messageOf(loaded, 'ds.forms.error.required'))).toBeVisible();
    await expect(canvas.getByRole('radio', { name: option(globals, 0) })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.queryByText(messageOf(loaded, 'ds.forms.error.required'))).not.toBeInTheDocument();
  },
};

/** Invalid: the error message shown and tied to the field. */
export const Invalid: Story = { args: { isInvalid: true, ...lowBalance.ar }, parameters: { localeArgs: lowBalance } };

/** Disabled: dimmed and not operable. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'كيف تفضل أن يدفع العملاء مقابل الخدمات التي يحجزونها عبر الموقع؟',
    options: [
      { id: 'cash', label: 'نقدًا في الصالون بعد انتهاء الخدمة مباشرة', description: 'لا توجد رسوم إضافية على هذه الطريقة.' },
      { id: 'card', label: 'بطاقة مدى أو بطاقة ائتمانية عند الوصول إلى الصالون' },
    ],
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: {
    label: 'Müşteriler çevrimiçi rezervasyonların ödemesini nasıl yapsın?',
    options: [
      { id: 'cash', label: 'Hizmetten sonra salonda nakit' },
      { id: 'card', label: 'Salona varışta banka kartı veya kredi kartı' },
    ],
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Payment method', options: [{ id: 'cash', label: 'Cash at the salon' }, { id: 'card', label: 'Mada card' }], orientation: 'horizontal' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    const [first, second] = within(canvasElement).getAllByRole('radio').map((r) => r.closest('label')!.getBoundingClientRect());
    await expect(first!.left).toBeLessThan(second!.left);
  },
};
