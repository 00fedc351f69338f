import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ComboBox, ComboBoxItem } from '../../design-system';

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

const services = [
  { id: 'cut', name: 'قص الشعر' },
  { id: 'beard', name: 'تهذيب اللحية' },
  { id: 'color', name: 'صبغة الشعر' },
  { id: 'kids', name: 'قص شعر الأطفال' },
];

const meta = {
  title: 'Design system/Forms/ComboBox',
  component: ServicePicker,
  args: { label: 'الخدمة', services, placeholder: 'ابحث عن خدمة', onChange: fn() },
  argTypes: { isRequired: { control: 'boolean' }, isDisabled: { control: 'boolean' }, isInvalid: { control: 'boolean' } },
  parameters: {
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
  play: async ({ args, canvasElement }) => {
    await userEvent.type(input(canvasElement), 'قص');
    const listbox = await body.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(2);
    await userEvent.click(within(listbox).getByRole('option', { name: 'قص شعر الأطفال' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('kids');
    await expect(input(canvasElement)).toHaveValue('قص شعر الأطفال');
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
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement), 'تدليك');
    await expect(await body.findByText('لا توجد نتائج')).toBeVisible();
  },
};

/** The list opened with the button, all options shown. */
export const ButtonOpens: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /عرض الاقتراحات/ });
    await userEvent.hover(button);
    await expect(button).toHaveAttribute('data-hovered', 'true');
    await userEvent.click(button);
    await expect(within(await body.findByRole('listbox')).getAllByRole('option')).toHaveLength(services.length);
    await userEvent.keyboard('{Escape}');
  },
};

/** Invalid: the error message shown and tied to the field. */
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'هذه الخدمة غير متاحة عند هذا الحلاق.' } };

/** Disabled: dimmed and not operable. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toBeDisabled();
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  args: {
    label: 'الخدمة التي يرغب العميل في حجزها لدى الحلاق المختار',
    services: [{ id: 'full', name: 'باقة العريس الكاملة: قص وتصفيف وتهذيب لحية وتنظيف بشرة وحمام مغربي' }, ...services],
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
