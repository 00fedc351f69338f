import { parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, DatePicker, Form } from '../../design-system';

const body = within(document.body);

const meta = {
  title: 'Design system/Forms/DatePicker',
  component: DatePicker,
  args: { label: 'تاريخ الموعد', onChange: fn() },
  argTypes: { isRequired: { control: 'boolean' }, isDisabled: { control: 'boolean' }, isInvalid: { control: 'boolean' } },
  parameters: {
    docs: {
      description: {
        component:
          'A date in a form: typed segment by segment (in the locale\'s order, with ArrowUp/ArrowDown per segment) or picked from a Calendar in a popover opened by the calendar button ("Open calendar", translated). The value is a Gregorian `CalendarDate` from `@internationalized/date` (`parseDate("2024-03-11")`, `.toString()` gives ISO). In Arabic the chosen date is also written in Umm al-Qura Hijri under the field and read with its description. `minValue`/`maxValue`/`isDateUnavailable` limit the choice with a translated error. Use DateRangePicker for a span, Calendar for an always-visible month, TimeField for a time.',
      },
    },
  },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const group = (canvasElement: HTMLElement) => within(canvasElement).getByRole('group');

export const Playground: Story = {
  args: { defaultValue: parseDate('2024-03-11') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('الموافق ١ رمضان ١٤٤٥ هـ')).toBeVisible();
    await expect(group(canvasElement)).toHaveAccessibleDescription(/الموافق ١ رمضان ١٤٤٥ هـ/);
  },
};

export const PickFromCalendar: Story = {
  args: { defaultValue: parseDate('2024-03-11') },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /فتح التقويم/ }));
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /٢٠ مارس/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2024-03-20'));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByText('الموافق ١٠ رمضان ١٤٤٥ هـ')).toBeVisible();
  },
};

export const KeyboardSegments: Story = {
  args: { defaultValue: parseDate('2024-03-11') },
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    const focused = document.activeElement as HTMLElement;
    await expect(focused).toHaveAttribute('role', 'spinbutton');
    await expect(group(canvasElement)).toContainElement(focused);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).not.toHaveBeenLastCalledWith(parseDate('2024-03-11'));
  },
};

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.hover(group(canvasElement));
    await expect(group(canvasElement)).toHaveAttribute('data-hovered', 'true');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  render: (args) => (
    <Form onSubmit={(event) => event.preventDefault()}>
      <DatePicker {...args} name="date" />
      <Button type="submit">حفظ</Button>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await expect(await canvas.findByText('هذا الحقل مطلوب.')).toBeVisible();
  },
};

export const OutOfRange: Story = {
  args: { minValue: parseDate('2024-03-15'), defaultValue: parseDate('2024-03-11') },
  render: (args) => (
    <Form onSubmit={(event) => event.preventDefault()}>
      <DatePicker {...args} name="date" />
      <Button type="submit">حفظ</Button>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await expect(await canvas.findByText('هذه القيمة خارج النطاق المسموح.')).toBeVisible();
  },
};

export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'لا توجد مواعيد متاحة في هذا اليوم.', defaultValue: parseDate('2024-03-15') } };

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: parseDate('2024-03-11') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /فتح التقويم/ })).toBeDisabled();
  },
};

export const LongArabicText: Story = {
  args: {
    label: 'تاريخ بداية الإجازة السنوية للحلاق التي لن تُقبل خلالها أي حجوزات جديدة',
    description: 'تُلغى الحجوزات الموجودة في هذه الفترة ويُبلَّغ العملاء برسالة نصية.',
    defaultValue: parseDate('2024-03-11'),
  },
};

export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: { label: 'Berberin yıllık izninin başlangıç tarihi', defaultValue: parseDate('2024-03-11') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/Hicri/)).not.toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Appointment date' },
  play: async ({ args, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await userEvent.tab();
    // Month, day, year in English.
    await userEvent.keyboard('03112024');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2024-03-11'));
    await expect(within(canvasElement).queryByText(/Hijri/)).not.toBeInTheDocument();
  },
};
