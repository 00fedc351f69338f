import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, Form, Select, SelectItem, SelectSection } from '../../design-system';

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
  onChange?: (key: unknown) => void;
}

function CityPicker({ cities, ...props }: CityPickerProps) {
  return (
    <Select {...props} name="city_id" items={cities}>
      {(city) => <SelectItem id={city.id}>{city.name}</SelectItem>}
    </Select>
  );
}

const arabicCities = [
  { id: '1', name: 'الرياض' },
  { id: '2', name: 'جدة' },
  { id: '3', name: 'الدمام' },
  { id: '4', name: 'مكة المكرمة' },
];

const meta = {
  title: 'Design system/Forms/Select',
  component: CityPicker,
  args: { label: 'المدينة', cities: arabicCities, onChange: fn() },
  argTypes: { isRequired: { control: 'boolean' }, isDisabled: { control: 'boolean' }, isInvalid: { control: 'boolean' } },
  parameters: {
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

const trigger = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: /المدينة|City/ });

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveTextContent('اختر…');
    await userEvent.click(trigger(canvasElement));
    await userEvent.click(await body.findByRole('option', { name: 'جدة' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2');
    await expect(trigger(canvasElement)).toHaveTextContent('جدة');
  },
};

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

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.hover(trigger(canvasElement));
    await expect(trigger(canvasElement)).toHaveAttribute('data-hovered', 'true');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  render: (args) => (
    <Form onSubmit={(event) => event.preventDefault()}>
      <CityPicker {...args} />
      <Button type="submit">حفظ</Button>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await expect(await canvas.findByText('هذا الحقل مطلوب.')).toBeVisible();
    await waitFor(() => expect(trigger(canvasElement)).toHaveFocus());
  },
};

export const Sections: Story = {
  render: (args) => (
    <Select label={args.label} onChange={args.onChange}>
      <SelectSection title="المنطقة الوسطى">
        <SelectItem id="riyadh">الرياض</SelectItem>
        <SelectItem id="qassim">القصيم</SelectItem>
      </SelectSection>
      <SelectSection title="المنطقة الغربية">
        <SelectItem id="jeddah">جدة</SelectItem>
      </SelectSection>
    </Select>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    await expect(await body.findByText('المنطقة الغربية')).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'لا نقدم الخدمة في هذه المدينة بعد.' } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { cities: [], description: 'لا توجد مدن في هذه المنطقة.' },
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    await expect(body.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const LongArabicText: Story = {
  args: {
    label: 'المدينة التي يقع فيها الفرع الرئيسي للصالون',
    cities: [{ id: 'kaec', name: 'مدينة الملك عبدالله الاقتصادية بمحافظة رابغ في منطقة مكة المكرمة' }, ...arabicCities],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    await userEvent.click(await body.findByRole('option', { name: /مدينة الملك عبدالله/ }));
    await expect(trigger(canvasElement).scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: { label: 'Salonun ana şubesinin bulunduğu şehir', cities: [{ id: '1', name: 'Riyad' }, { id: '2', name: 'Cidde' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveTextContent('Seçin…');
  },
};

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
