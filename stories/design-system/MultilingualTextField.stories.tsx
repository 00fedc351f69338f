import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, Form, MultilingualTextField, multilingualLayouts } from '../../design-system';
import { intlLocale } from '../../app/i18n/locales';
import { formatIn, inLocale, messageOf, perLocale, storyLocale } from './support/sample';

// Sample data per locale (support/sample.ts): a story shown in English shows English text. The
// field's own value stays per language: its Arabic part is Arabic whatever the interface language.
const localeArgs = perLocale({ ar: { label: 'اسم الصالون' }, en: { label: 'Salon name' }, tr: { label: 'Salon adı' }, ur: { label: 'سیلون کا نام' } });
const serviceDescription = perLocale({ ar: { label: 'وصف الخدمة' }, en: { label: 'Service description' }, tr: { label: 'Hizmet açıklaması' }, ur: { label: 'سروس کی تفصیل' } });
const save = perLocale({ ar: 'حفظ', en: 'Save', tr: 'Kaydet', ur: 'محفوظ کریں' });

/** Languages named as the story's interface names them (Intl), the way the field names its tabs. */
const languagesIn = (globals: Record<string, unknown>) => {
  const locale = intlLocale[storyLocale(globals)];
  const names = new Intl.DisplayNames([locale], { type: 'language' });
  const name = (language: string) => names.of(language) ?? language;
  return { name, tab: (language: string) => new RegExp(name(language)), list: (languages: string[]) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(languages.map(name)) };
};

const meta = {
  title: 'Design system/Forms/MultilingualTextField',
  component: MultilingualTextField,
  args: { ...localeArgs.ar, layout: 'tabs', defaultValue: { ar: 'صالون الأناقة' }, onChange: fn() },
  argTypes: {
    layout: { control: 'inline-radio', options: multilingualLayouts },
    multiline: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
  },
  parameters: {
    localeArgs,
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
  play: async ({ args, canvasElement, globals, loaded }) => {
    const languages = languagesIn(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: languages.tab('ar') })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: languages.tab('en') })).toHaveAccessibleName(`${languages.name('en')} ${messageOf(loaded, 'ds.forms.multilingual.tagRequiredMissing')}`);
    await expect(canvas.getByRole('tab', { name: languages.tab('tr') })).toHaveAccessibleName(`${languages.name('tr')} ${messageOf(loaded, 'ds.forms.multilingual.tagMissing')}`);
    await expect(canvas.getByText(formatIn(globals, loaded, 'ds.forms.multilingual.missing', { languages: languages.list(['en', 'tr', 'ur']) }))).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: languages.tab('en') }));
    const english = canvas.getByRole('textbox', { name: languages.tab('en') });
    await expect(english).toHaveAttribute('lang', 'en');
    await expect(english).toHaveAttribute('dir', 'ltr');
    await userEvent.type(english, 'Elegance Salon');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ar: 'صالون الأناقة', en: 'Elegance Salon', tr: '', ur: '' });
    await expect(canvas.getByRole('tab', { name: languages.tab('en') })).toHaveAccessibleName(languages.name('en'));
    await expect(canvas.getByText(formatIn(globals, loaded, 'ds.forms.multilingual.missing', { languages: languages.list(['tr', 'ur']) }))).toBeVisible();
  },
};

/** Languages switched with the arrow keys. */
export const KeyboardTabs: Story = {
  play: async ({ canvasElement, globals }) => {
    const languages = languagesIn(globals);
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: languages.tab('ar') })).toHaveFocus();
    // Tabs follow the reading direction: ArrowLeft goes to the next tab in Arabic.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: languages.tab('en') })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    const urdu = canvas.getByRole('tab', { name: languages.tab('ur') });
    await expect(urdu).toHaveAttribute('aria-selected', 'true');
    // The panel holds a focusable input, so Tab goes straight into it.
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: languages.tab('ur') });
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('dir', 'rtl');
    await expect(input).toHaveAttribute('lang', 'ur');
  },
};

/** Submitted with a language missing: the tab with the error is marked. */
export const RequiredOnSubmit: Story = {
  render: (args, { globals }) => (
    <Form onSubmit={(event) => event.preventDefault()}>
      <MultilingualTextField {...args} name="name" />
      <Button type="submit">{inLocale(save, globals)}</Button>
    </Form>
  ),
  play: async ({ canvasElement, globals }) => {
    const languages = languagesIn(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: inLocale(save, globals) }));
    // English is required and empty: its tab opens and its input gets focus.
    await waitFor(() => expect(canvas.getByRole('tab', { name: languages.tab('en') })).toHaveAttribute('aria-selected', 'true'));
    const english = canvas.getByRole('textbox', { name: languages.tab('en') });
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
  play: async ({ canvasElement, globals }) => {
    const languages = languagesIn(globals);
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('tab', { name: languages.tab('tr') })).toHaveAttribute('aria-selected', 'true'));
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
  parameters: { localeArgs: serviceDescription },
  args: { ...serviceDescription.ar, multiline: true, requiredLanguages: ['ar'], defaultValue: { ar: 'قص الشعر مع الغسيل والتصفيف.' } },
  play: async ({ canvasElement, globals, loaded }) => {
    const languages = languagesIn(globals);
    await expect(within(canvasElement).getByRole('textbox', { name: languages.tab('ar') }).tagName).toBe('TEXTAREA');
    await expect(within(canvasElement).getByRole('tab', { name: languages.tab('en') })).toHaveAccessibleName(`${languages.name('en')} ${messageOf(loaded, 'ds.forms.multilingual.tagMissing')}`);
  },
};

/** Under the pointer. */
export const Hovered: Story = {
  play: async ({ canvasElement, globals }) => {
    const languages = languagesIn(globals);
    const tab = within(canvasElement).getByRole('tab', { name: languages.tab('tr') });
    await userEvent.hover(tab);
    await expect(tab).toHaveAttribute('data-hovered', 'true');
  },
};

/** Disabled: dimmed and not operable. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, globals }) => {
    const languages = languagesIn(globals);
    await expect(within(canvasElement).getByRole('textbox', { name: languages.tab('ar') })).toBeDisabled();
  },
};

/** Every language filled. */
export const AllFilled: Story = {
  args: { defaultValue: { ar: 'صالون الأناقة', en: 'Elegance Salon', tr: 'Zarafet Salonu', ur: 'ایلیگنس سیلون' } },
  play: async ({ canvasElement, loaded }) => {
    await expect(within(canvasElement).queryByText(new RegExp(messageOf(loaded, 'ds.forms.multilingual.missing', { languages: '' }).trim()))).not.toBeInTheDocument();
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
