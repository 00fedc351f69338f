import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField } from '../../design-system';
import { inLocale, messageOf, perLocale } from './support/sample';

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const localeArgs = perLocale({
  ar: { label: 'بحث في الحجوزات', placeholder: 'اسم العميل أو رقم الجوال' },
  en: { label: 'Search reservations', placeholder: 'Client name or mobile number' },
  tr: { label: 'Rezervasyonlarda ara', placeholder: 'Müşteri adı veya cep telefonu' },
  ur: { label: 'بکنگز میں تلاش کریں', placeholder: 'کلائنٹ کا نام یا موبائل نمبر' },
});
/** What the user types: client names. */
const typed = perLocale({ ar: ['محمد', 'سارة', 'أحمد'], en: ['Mohammed', 'Sara', 'Ahmed'], tr: ['Mehmet', 'Sara', 'Ahmet'], ur: ['محمد', 'سارہ', 'احمد'] });
const tooShort = perLocale({
  ar: { errorMessage: 'اكتب حرفين على الأقل للبحث.' },
  en: { errorMessage: 'Type at least two letters to search.' },
  tr: { errorMessage: 'Aramak için en az iki harf yazın.' },
  ur: { errorMessage: 'تلاش کے لیے کم از کم دو حروف لکھیں۔' },
});

const meta = {
  title: 'Design system/Forms/SearchField',
  component: SearchField,
  args: { ...localeArgs.ar, onChange: fn(), onSubmit: fn(), onClear: fn() },
  argTypes: { isDisabled: { control: 'boolean' }, isInvalid: { control: 'boolean' } },
  parameters: {
    localeArgs,
    // Shown at the width it has in a page, not across the whole canvas.
    frame: 'form',
    docs: {
      description: {
        component:
          'A search box that filters a list or table. Enter calls `onSubmit`; Escape or the clear button (named "Clear search" in the current language, shown only when there is text) empties it and calls `onClear`. Needs a visible `label` or an `aria-label`. For picking one of known options while typing use ComboBox.',
      },
    },
  },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const [name] = inLocale(typed, globals);
    const input = within(canvasElement).getByRole('searchbox', { name: inLocale(localeArgs, globals).label });
    await userEvent.type(input, `${name!}{Enter}`);
    await expect(args.onSubmit).toHaveBeenCalledWith(name);
  },
};

/** Text cleared with the clear button. */
export const Clear: Story = {
  play: async ({ args, canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    const [, first, second] = inLocale(typed, globals);
    const clearLabel = messageOf(loaded, 'ds.forms.search.clear');
    const input = canvas.getByRole('searchbox');
    // Nothing to clear yet: the button is hidden.
    await expect(canvas.queryByRole('button', { name: clearLabel })).not.toBeInTheDocument();
    await userEvent.type(input, first!);
    const clear = canvas.getByRole('button', { name: clearLabel });
    await expect(clear).toBeVisible();
    await userEvent.click(clear);
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    // Keyboard: Escape empties it too.
    await userEvent.type(input, second!);
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
  },
};

/** Under the pointer. */
export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox');
    await userEvent.hover(input);
    await expect(input.closest('[data-hovered]')).not.toBeNull();
  },
};

/** Focused from the keyboard: the focus ring shows. */
export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const input = within(canvasElement).getByRole('searchbox');
    await expect(input).toHaveFocus();
    await expect(input.parentElement).toHaveAttribute('data-focus-within', 'true');
  },
};

/** Disabled: dimmed and not operable. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox')).toBeDisabled();
  },
};

/** Invalid: the error message shown and tied to the field. */
export const Invalid: Story = { args: { isInvalid: true, ...tooShort.ar }, parameters: { localeArgs: tooShort } };

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: { label: 'Rezervasyonlarda ara', placeholder: 'Müşteri adı veya cep telefonu numarası' },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('searchbox'), 'Ayşe');
    await expect(within(canvasElement).getByRole('button', { name: 'Aramayı temizle' })).toBeVisible();
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Search reservations', placeholder: 'Customer name or mobile' },
  play: async ({ args, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: 'Search reservations' }), 'Sara{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('Sara');
    await expect(within(canvasElement).getByRole('button', { name: 'Clear search' })).toBeVisible();
  },
};
