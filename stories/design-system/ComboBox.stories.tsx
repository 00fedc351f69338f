import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ComboBox, ComboBoxItem } from '../../design-system';
import { inLocale, messageOf, perLocale } from './support/sample';

const body = within(document.body);

interface ServicePickerProps {
  label: string;
  services: { id: string; name: string }[];
  placeholder?: string;
  description?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isInvalid?: boolean;
  errorMessage?: string;
  onChange?: (key: unknown) => void;
}

function ServicePicker({ services, ...props }: ServicePickerProps) {
  return (
    <ComboBox {...props} defaultItems={services}>
      {(service) => <ComboBoxItem id={service.id}>{service.name}</ComboBoxItem>}
    </ComboBox>
  );
}

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const localeArgs = perLocale({
  ar: { label: 'الخدمة', placeholder: 'ابحث عن خدمة', services: [{ id: 'cut', name: 'قص الشعر' }, { id: 'beard', name: 'تهذيب اللحية' }, { id: 'color', name: 'صبغة الشعر' }, { id: 'kids', name: 'قص شعر الأطفال' }] },
  en: { label: 'Service', placeholder: 'Search for a service', services: [{ id: 'cut', name: 'Haircut' }, { id: 'beard', name: 'Beard trim' }, { id: 'color', name: 'Hair colour' }, { id: 'kids', name: 'Children’s haircut' }] },
  tr: { label: 'Hizmet', placeholder: 'Hizmet arayın', services: [{ id: 'cut', name: 'Saç kesimi' }, { id: 'beard', name: 'Sakal düzeltme' }, { id: 'color', name: 'Saç boyama' }, { id: 'kids', name: 'Çocuk saç kesimi' }] },
  ur: { label: 'سروس', placeholder: 'سروس تلاش کریں', services: [{ id: 'cut', name: 'بال کٹوائی' }, { id: 'beard', name: 'داڑھی کی تراش' }, { id: 'color', name: 'بالوں کا رنگ' }, { id: 'kids', name: 'بچوں کی بال کٹوائی' }] },
});
/** What the user types: a word two services share, and one no service has. */
const typed = perLocale({ ar: { shared: 'قص', none: 'تدليك' }, en: { shared: 'cut', none: 'massage' }, tr: { shared: 'kesim', none: 'masaj' }, ur: { shared: 'کٹوائی', none: 'مساج' } });
const unavailable = perLocale({
  ar: { errorMessage: 'هذه الخدمة غير متاحة عند هذا الحلاق.' },
  en: { errorMessage: 'This barber does not offer this service.' },
  tr: { errorMessage: 'Bu berber bu hizmeti sunmuyor.' },
  ur: { errorMessage: 'یہ سروس اس حجام کے پاس دستیاب نہیں۔' },
});

const meta = {
  title: 'Design system/Forms/ComboBox',
  component: ServicePicker,
  args: { ...localeArgs.ar, onChange: fn() },
  argTypes: { isRequired: { control: 'boolean' }, isDisabled: { control: 'boolean' }, isInvalid: { control: 'boolean' } },
  parameters: {
    localeArgs,
    // Shown at the width it has in a page, not across the whole canvas.
    frame: 'form',
    docs: {
      description: {
        component:
          'A text input with suggestions filtered as the user types (service, customer, city in a long list). ArrowDown opens the list, arrows move, Enter picks, Escape closes; the chevron button (named "Show suggestions" in the current language) opens it with the pointer. When nothing matches, "No results" is shown in the current language. Options are `ComboBoxItem`s. For a short fixed list use Select.',
      },
    },
  },
} satisfies Meta<typeof ServicePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox');

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const kids = inLocale(localeArgs, globals).services[3]!.name;
    await userEvent.type(input(canvasElement), inLocale(typed, globals).shared);
    const listbox = await body.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(2);
    await userEvent.click(within(listbox).getByRole('option', { name: kids }));
    await expect(args.onChange).toHaveBeenLastCalledWith('kids');
    await expect(input(canvasElement)).toHaveValue(kids);
  },
};

/** Operated from the keyboard alone. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(input(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('beard');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

/** Typed text that matches nothing: the list says so. */
export const NoResults: Story = {
  play: async ({ canvasElement, globals, loaded }) => {
    await userEvent.type(input(canvasElement), inLocale(typed, globals).none);
    await expect(await body.findByText(messageOf(loaded, 'ds.forms.comboBox.noResults'))).toBeVisible();
  },
};

/** The list opened with the button, all options shown. */
export const ButtonOpens: Story = {
  play: async ({ canvasElement, loaded }) => {
    const button = within(canvasElement).getByRole('button', { name: new RegExp(messageOf(loaded, 'ds.forms.comboBox.showSuggestions')) });
    await userEvent.hover(button);
    await expect(button).toHaveAttribute('data-hovered', 'true');
    await userEvent.click(button);
    await expect(within(await body.findByRole('listbox')).getAllByRole('option')).toHaveLength(localeArgs.ar.services.length);
    await userEvent.keyboard('{Escape}');
  },
};

/** Invalid: the error message shown and tied to the field. */
export const Invalid: Story = { args: { isInvalid: true, ...unavailable.ar }, parameters: { localeArgs: unavailable } };

/** Disabled: dimmed and not operable. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toBeDisabled();
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'الخدمة التي يرغب العميل في حجزها لدى الحلاق المختار',
    services: [{ id: 'full', name: 'باقة العريس الكاملة: قص وتصفيف وتهذيب لحية وتنظيف بشرة وحمام مغربي' }, ...localeArgs.ar.services],
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: { label: 'Müşterinin rezervasyon yapmak istediği hizmet', services: [{ id: 'cut', name: 'Saç kesimi' }], placeholder: 'Hizmet arayın' },
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement), 'zzz');
    await expect(await body.findByText('Sonuç yok')).toBeVisible();
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Service', services: [{ id: 'cut', name: 'Haircut' }, { id: 'beard', name: 'Beard trim' }], placeholder: 'Search a service' },
  play: async ({ args, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await userEvent.type(input(canvasElement), 'bea');
    await userEvent.click(await body.findByRole('option', { name: 'Beard trim' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('beard');
  },
};
