import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, Form, MultilingualTextField, multilingualLayouts } from '../../design-system';

const meta = {
  title: 'Design system/Forms/MultilingualTextField',
  component: MultilingualTextField,
  args: { label: 'اسم الصالون', layout: 'tabs', defaultValue: { ar: 'صالون الأناقة' }, onChange: fn() },
  argTypes: {
    layout: { control: 'inline-radio', options: multilingualLayouts },
    multiline: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
  },
  parameters: {
    // Shown at the width it has in a page, not across the whole canvas.
    frame: 'form',
    docs: {
      description: {
        component:
          'One text kept in Arabic, English, Turkish and Urdu: salon and service names and descriptions, barber skills. Value `{ ar, en, tr, ur }`; in a form the inputs are named `name_ar`, `name_en`, … (the API\'s fields) and show the server\'s errors. Layout (decided here): `auto` shows tabs on phones and tablets and the four inputs side by side in two columns from the `lg` breakpoint (1000 px); `tabs` keeps tabs at every width (dialogs). Each input has its language\'s `lang` and `dir` (Urdu and Arabic right to left, English and Turkish left to right, whatever the page). Empty languages are listed under the field ("Not filled in yet: …", with the names from Intl in the current language) and marked with a dot on their tab (red when required; the tab\'s accessible name says "required, empty"). `requiredLanguages` defaults to Arabic and English and is checked on submit; the tab of the first empty required input opens and the input gets focus. `multiline` uses TextAreas. Instead: For text in one language (a phone, an email, a note) use TextField or TextArea.',
      },
    },
  },
} satisfies Meta<typeof MultilingualTextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: /العربية/ })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: /الإنجليزية/ })).toHaveAccessibleName('الإنجليزية (مطلوب، فارغ)');
    await expect(canvas.getByRole('tab', { name: /التركية/ })).toHaveAccessibleName('التركية (فارغ)');
    await expect(canvas.getByText(/لم تُعبّأ بعد: الإنجليزية والتركية والأوردية/)).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: /الإنجليزية/ }));
    const english = canvas.getByRole('textbox', { name: /الإنجليزية/ });
    await expect(english).toHaveAttribute('lang', 'en');
    await expect(english).toHaveAttribute('dir', 'ltr');
    await userEvent.type(english, 'Elegance Salon');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ar: 'صالون الأناقة', en: 'Elegance Salon', tr: '', ur: '' });
    await expect(canvas.getByRole('tab', { name: /الإنجليزية/ })).toHaveAccessibleName('الإنجليزية');
    await expect(canvas.getByText(/لم تُعبّأ بعد: التركية والأوردية/)).toBeVisible();
  },
};

/** Languages switched with the arrow keys. */
export const KeyboardTabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: /العربية/ })).toHaveFocus();
    // Tabs follow the reading direction: ArrowLeft goes to the next tab in Arabic.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: /الإنجليزية/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    const urdu = canvas.getByRole('tab', { name: /الأوردية/ });
    await expect(urdu).toHaveAttribute('aria-selected', 'true');
    // The panel holds a focusable input, so Tab goes straight into it.
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: /الأوردية/ });
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('dir', 'rtl');
    await expect(input).toHaveAttribute('lang', 'ur');
  },
};

/** Submitted with a language missing: the tab with the error is marked. */
export const RequiredOnSubmit: Story = {
  render: (args) => (
    <Form onSubmit={(event) => event.preventDefault()}>
      <MultilingualTextField {...args} name="name" />
      <Button type="submit">حفظ</Button>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    // English is required and empty: its tab opens and its input gets focus.
    await waitFor(() => expect(canvas.getByRole('tab', { name: /الإنجليزية/ })).toHaveAttribute('aria-selected', 'true'));
    const english = canvas.getByRole('textbox', { name: /الإنجليزية/ });
    await waitFor(() => expect(english).toHaveFocus());
    await expect(english).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Server errors shown on their languages. */
export const ServerErrors: Story = {
  render: (args) => (
    <Form validationErrors={{ name_tr: ['Bu ad başka bir salon tarafından kullanılıyor.'] }} onSubmit={(event) => event.preventDefault()}>
      <MultilingualTextField {...args} name="name" defaultValue={{ ar: 'صالون', en: 'Salon', tr: 'Salon', ur: 'سیلون' }} />
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('tab', { name: /التركية/ })).toHaveAttribute('aria-selected', 'true'));
    await expect(canvas.getByText('Bu ad başka bir salon tarafından kullanılıyor.')).toBeVisible();
  },
};

/** All four languages side by side. */
export const SideBySide: Story = {
  args: { layout: 'auto' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    if (window.innerWidth >= 1000) {
      await expect(canvas.queryByRole('tablist')).not.toBeInTheDocument();
      await expect(canvas.getAllByRole('textbox')).toHaveLength(4);
    } else {
      await expect(canvas.getByRole('tablist')).toBeInTheDocument();
    }
  },
};

/** Multiline text in each language. */
export const Multiline: Story = {
  args: { label: 'وصف الخدمة', multiline: true, requiredLanguages: ['ar'], defaultValue: { ar: 'قص الشعر مع الغسيل والتصفيف.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /العربية/ }).tagName).toBe('TEXTAREA');
    await expect(within(canvasElement).getByRole('tab', { name: /الإنجليزية/ })).toHaveAccessibleName('الإنجليزية (فارغ)');
  },
};

/** Under the pointer. */
export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const tab = within(canvasElement).getByRole('tab', { name: /التركية/ });
    await userEvent.hover(tab);
    await expect(tab).toHaveAttribute('data-hovered', 'true');
  },
};

/** Disabled: dimmed and not operable. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /العربية/ })).toBeDisabled();
  },
};

/** Every language filled. */
export const AllFilled: Story = {
  args: { defaultValue: { ar: 'صالون الأناقة', en: 'Elegance Salon', tr: 'Zarafet Salonu', ur: 'ایلیگنس سیلون' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/لم تُعبّأ بعد/)).not.toBeInTheDocument();
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: { label: 'Rezervasyon sayfasında görünecek salon adı' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Henüz doldurulmadı: İngilizce, Türkçe ve Urduca/)).toBeVisible();
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Salon name' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: /English/ })).toHaveAccessibleName('English (required, empty)');
    await userEvent.click(canvas.getByRole('tab', { name: /Arabic/ }));
    // Arabic stays right to left inside an English page.
    await expect(canvas.getByRole('textbox', { name: /Arabic/ })).toHaveAttribute('dir', 'rtl');
  },
};
