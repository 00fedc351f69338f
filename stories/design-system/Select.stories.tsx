import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, Form, Select, SelectItem, SelectSection } from '../../design-system';
import { inLocale, messageOf, perLocale } from './support/sample';

const body = within(document.body);

interface CityPickerProps {
  label: string;
  cities: { id: string; name: string }[];
  placeholder?: string;
  description?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isInvalid?: boolean;
  errorMessage?: string;
  defaultOpen?: boolean;
  onChange?: (key: unknown) => void;
}

function CityPicker({ cities, ...props }: CityPickerProps) {
  return (
    <Select {...props} name="city_id" items={cities}>
      {(city) => <SelectItem id={city.id}>{city.name}</SelectItem>}
    </Select>
  );
}

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const localeArgs = perLocale({
  ar: { label: 'المدينة', cities: [{ id: '1', name: 'الرياض' }, { id: '2', name: 'جدة' }, { id: '3', name: 'الدمام' }, { id: '4', name: 'مكة المكرمة' }] },
  en: { label: 'City', cities: [{ id: '1', name: 'Riyadh' }, { id: '2', name: 'Jeddah' }, { id: '3', name: 'Dammam' }, { id: '4', name: 'Makkah' }] },
  tr: { label: 'Şehir', cities: [{ id: '1', name: 'Riyad' }, { id: '2', name: 'Cidde' }, { id: '3', name: 'Dammam' }, { id: '4', name: 'Mekke' }] },
  ur: { label: 'شہر', cities: [{ id: '1', name: 'ریاض' }, { id: '2', name: 'جدہ' }, { id: '3', name: 'دمام' }, { id: '4', name: 'مکہ مکرمہ' }] },
});
const regions = perLocale({
  ar: { central: 'المنطقة الوسطى', riyadh: 'الرياض', qassim: 'القصيم', western: 'المنطقة الغربية', jeddah: 'جدة', save: 'حفظ' },
  en: { central: 'Central region', riyadh: 'Riyadh', qassim: 'Qassim', western: 'Western region', jeddah: 'Jeddah', save: 'Save' },
  tr: { central: 'Orta bölge', riyadh: 'Riyad', qassim: 'Kasim', western: 'Batı bölgesi', jeddah: 'Cidde', save: 'Kaydet' },
  ur: { central: 'وسطی علاقہ', riyadh: 'ریاض', qassim: 'قصیم', western: 'مغربی علاقہ', jeddah: 'جدہ', save: 'محفوظ کریں' },
});
const notServed = perLocale({
  ar: { errorMessage: 'لا نقدم الخدمة في هذه المدينة بعد.' },
  en: { errorMessage: 'We do not serve this city yet.' },
  tr: { errorMessage: 'Bu şehirde henüz hizmet vermiyoruz.' },
  ur: { errorMessage: 'ہم ابھی اس شہر میں سروس فراہم نہیں کرتے۔' },
});
const noCities = perLocale({
  ar: { cities: [], description: 'لا توجد مدن في هذه المنطقة.' },
  en: { cities: [], description: 'There are no cities in this region.' },
  tr: { cities: [], description: 'Bu bölgede şehir yok.' },
  ur: { cities: [], description: 'اس علاقے میں کوئی شہر نہیں۔' },
});

const meta = {
  title: 'Design system/Forms/Select',
  component: CityPicker,
  args: { ...localeArgs.ar, onChange: fn() },
  argTypes: { isRequired: { control: 'boolean' }, isDisabled: { control: 'boolean' }, isInvalid: { control: 'boolean' } },
  parameters: {
    localeArgs,
    // Shown at the width it has in a page, not across the whole canvas.
    frame: 'form',
    docs: {
      description: {
        component:
          'One value from a list: city, bank, barber, time zone. A button shows the value (or a translated "Choose…"), the list opens below it; Enter, Space, ArrowDown or ArrowUp open it from the keyboard, typing a letter jumps to an option, Enter picks, Escape closes. A form gets the value under `name` (a hidden native select). Options are `SelectItem`s, grouped with `SelectSection`. For a few options that should all be visible use RadioGroup; for long lists where typing helps use ComboBox.',
      },
    },
  },
} satisfies Meta<typeof CityPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The select's button (the one that opens a list), whatever its label's language. */
const trigger = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('button[aria-haspopup]')!;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ args, canvasElement, globals, loaded }) => {
    const jeddah = inLocale(localeArgs, globals).cities[1]!.name;
    await expect(trigger(canvasElement)).toHaveTextContent(messageOf(loaded, 'ds.forms.select.placeholder'));
    await userEvent.click(trigger(canvasElement));
    await userEvent.click(await body.findByRole('option', { name: jeddah }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2');
    await expect(trigger(canvasElement)).toHaveTextContent(jeddah);
  },
};

/** The list open at rest, without a press: every city visible under the button. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement, globals }) => {
    const list = await body.findByRole('listbox');
    await expect(within(list).getAllByRole('option')).toHaveLength(localeArgs.ar.cities.length);
    await expect(within(list).getByRole('option', { name: inLocale(localeArgs, globals).cities[0]!.name })).toBeVisible();
    await expect(trigger(canvasElement)).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Operated from the keyboard alone. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(trigger(canvasElement)).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('3');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger(canvasElement)).toHaveFocus();
  },
};

/** Under the pointer. */
export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.hover(trigger(canvasElement));
    await expect(trigger(canvasElement)).toHaveAttribute('data-hovered', 'true');
  },
};

/** Required: marked as such, and refused when left empty. */
export const Required: Story = {
  args: { isRequired: true },
  render: (args, { globals }) => (
    <Form onSubmit={(event) => event.preventDefault()}>
      <CityPicker {...args} />
      <Button type="submit">{inLocale(regions, globals).save}</Button>
    </Form>
  ),
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: inLocale(regions, globals).save }));
    await expect(await canvas.findByText(messageOf(loaded, 'ds.forms.error.required'))).toBeVisible();
    await waitFor(() => expect(trigger(canvasElement)).toHaveFocus());
  },
};

/** Options grouped under headings. */
export const Sections: Story = {
  render: (args, { globals }) => {
    const t = inLocale(regions, globals);
    return (
      <Select label={args.label} onChange={args.onChange}>
        <SelectSection title={t.central}>
          <SelectItem id="riyadh">{t.riyadh}</SelectItem>
          <SelectItem id="qassim">{t.qassim}</SelectItem>
        </SelectSection>
        <SelectSection title={t.western}>
          <SelectItem id="jeddah">{t.jeddah}</SelectItem>
        </SelectSection>
      </Select>
    );
  },
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(trigger(canvasElement));
    await expect(await body.findByText(inLocale(regions, globals).western)).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** Invalid: the error message shown and tied to the field. */
export const Invalid: Story = { args: { isInvalid: true, ...notServed.ar }, parameters: { localeArgs: notServed } };

/** Disabled: dimmed and not operable. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toBeDisabled();
  },
};

/** With nothing to show. */
export const Empty: Story = {
  args: { ...noCities.ar },
  parameters: { localeArgs: noCities },
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    await expect(body.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'المدينة التي يقع فيها الفرع الرئيسي للصالون',
    cities: [{ id: 'kaec', name: 'مدينة الملك عبدالله الاقتصادية بمحافظة رابغ في منطقة مكة المكرمة' }, ...localeArgs.ar.cities],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    await userEvent.click(await body.findByRole('option', { name: /مدينة الملك عبدالله/ }));
    await expect(trigger(canvasElement).scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: { label: 'Salonun ana şubesinin bulunduğu şehir', cities: [{ id: '1', name: 'Riyad' }, { id: '2', name: 'Cidde' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveTextContent('Seçin…');
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'City', cities: [{ id: '1', name: 'Riyadh' }, { id: '2', name: 'Jeddah' }] },
  play: async ({ args, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await expect(trigger(canvasElement)).toHaveTextContent('Choose…');
    trigger(canvasElement).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await body.findByRole('option', { name: 'Riyadh' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('1');
  },
};
