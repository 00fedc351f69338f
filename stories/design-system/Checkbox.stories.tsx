import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, Checkbox, Form } from '../../design-system';
import { inLocale, mapLocales, messageOf, perLocale } from './support/sample';

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const localeArgs = perLocale({ ar: { children: 'تذكرني' }, en: { children: 'Remember me' }, tr: { children: 'Beni hatırla' }, ur: { children: 'مجھے یاد رکھیں' } });
const selectAll = perLocale({ ar: { children: 'تحديد كل الحجوزات' }, en: { children: 'Select all reservations' }, tr: { children: 'Tüm rezervasyonları seç' }, ur: { children: 'تمام بکنگز منتخب کریں' } });
const reminder = perLocale({
  ar: { children: 'إرسال تذكير للعميل', description: 'رسالة نصية قبل الموعد بساعتين.' },
  en: { children: 'Send the client a reminder', description: 'A text message two hours before the appointment.' },
  tr: { children: 'Müşteriye hatırlatma gönder', description: 'Randevudan iki saat önce kısa mesaj.' },
  ur: { children: 'کلائنٹ کو یاد دہانی بھیجیں', description: 'ملاقات سے دو گھنٹے پہلے ٹیکسٹ میسج۔' },
});
const terms = perLocale({
  ar: { children: 'أوافق على الشروط والأحكام', errorMessage: 'يجب الموافقة على الشروط للمتابعة.', submit: 'متابعة' },
  en: { children: 'I accept the terms and conditions', errorMessage: 'Accept the terms to continue.', submit: 'Continue' },
  tr: { children: 'Şartları ve koşulları kabul ediyorum', errorMessage: 'Devam etmek için şartları kabul edin.', submit: 'Devam' },
  ur: { children: 'میں شرائط و ضوابط سے متفق ہوں', errorMessage: 'جاری رکھنے کے لیے شرائط سے اتفاق کریں۔', submit: 'جاری رکھیں' },
});
const acceptTerms = mapLocales(terms, (t) => ({ children: t.children }));
const mustAccept = mapLocales(terms, (t) => ({ children: t.children, errorMessage: t.errorMessage }));

const meta = {
  title: 'Design system/Forms/Checkbox',
  component: Checkbox,
  args: { ...localeArgs.ar, onChange: fn() },
  argTypes: {
    isSelected: { control: 'boolean' },
    isIndeterminate: { control: 'boolean' },
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
          'A yes/no choice that applies when the form is submitted: remember me, accept the terms, select a row. For a setting that takes effect at once use Switch; for one choice among several use RadioGroup. The whole label is the click target; Space toggles it from the keyboard. Required checkboxes show a translated error on submit. Indeterminate shows a dash (a "select all" whose items are partly selected).',
      },
    },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: inLocale(localeArgs, globals).children });
    await userEvent.click(within(canvasElement).getByText(inLocale(localeArgs, globals).children));
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
  play: async ({ canvasElement, globals }) => {
    const label = within(canvasElement).getByText(inLocale(localeArgs, globals).children).closest('label')!;
    await userEvent.hover(label);
    await expect(label).toHaveAttribute('data-hovered', 'true');
  },
};

/** Checked. */
export const Selected: Story = { args: { defaultSelected: true } };

/** Partly checked (some of a group). */
export const Indeterminate: Story = {
  args: { isIndeterminate: true, ...selectAll.ar },
  parameters: { localeArgs: selectAll },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBePartiallyChecked();
  },
};

/** With a description under the label. */
export const WithDescription: Story = {
  args: { ...reminder.ar },
  parameters: { localeArgs: reminder },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAccessibleDescription(inLocale(reminder, globals).description);
  },
};

/** Required: marked as such, and refused when left empty. */
export const Required: Story = {
  args: { ...acceptTerms.ar, isRequired: true },
  parameters: { localeArgs: acceptTerms },
  render: (args, { globals }) => (
    <Form onSubmit={(event) => event.preventDefault()}>
      <Checkbox {...args} name="terms" />
      <Button type="submit">{inLocale(terms, globals).submit}</Button>
    </Form>
  ),
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: inLocale(terms, globals).submit }));
    await expect(await canvas.findByText(messageOf(loaded, 'ds.forms.error.required'))).toBeVisible();
    await expect(canvas.getByRole('checkbox')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.queryByText(messageOf(loaded, 'ds.forms.error.required'))).not.toBeInTheDocument();
  },
};

/** Invalid: the error message shown and tied to the field. */
export const Invalid: Story = {
  args: { ...mustAccept.ar, isInvalid: true },
  parameters: { localeArgs: mustAccept },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Disabled: dimmed and not operable. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement, globals }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await expect(checkbox).toBeDisabled();
    await userEvent.click(within(canvasElement).getByText(inLocale(localeArgs, globals).children), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  globals: { locale: 'ar' },
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
