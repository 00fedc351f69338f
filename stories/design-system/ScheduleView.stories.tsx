import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ScheduleView, scheduleViews, type ScheduleReservation } from '../../design-system';

const barbers = [
  { id: 'b1', name: 'خالد' },
  { id: 'b2', name: 'ماجد' },
  { id: 'b3', name: 'فيصل' },
];

// Times are UTC; Riyadh is UTC+3, so 07:00Z is 10:00 in the salon.
const at = (day: string, hhmm: string) => `${day}T${hhmm}:00Z`;
const DAY = '2026-11-22';
const dayReservations: ScheduleReservation[] = [
  { id: 'r1', barberId: 'b1', startsAt: at(DAY, '07:00'), endsAt: at(DAY, '07:45'), status: 'confirmed', customerName: 'سعد القحطاني', serviceName: 'قص شعر' },
  { id: 'r2', barberId: 'b1', startsAt: at(DAY, '09:00'), endsAt: at(DAY, '09:30'), status: 'pending', customerName: 'أحمد العتيبي', serviceName: 'تهذيب لحية' },
  { id: 'r3', barberId: 'b2', startsAt: at(DAY, '06:30'), endsAt: at(DAY, '07:30'), status: 'completed', customerName: 'بدر الشمري', serviceName: 'قص شعر وتهذيب لحية' },
  { id: 'r4', barberId: 'b2', startsAt: at(DAY, '10:00'), endsAt: at(DAY, '10:30'), status: 'no_show', customerName: 'فهد الدوسري' },
  { id: 'r5', barberId: 'b3', startsAt: at(DAY, '08:00'), endsAt: at(DAY, '09:00'), status: 'confirmed', customerName: 'نايف الحربي', serviceName: 'عناية بالبشرة' },
  { id: 'r6', barberId: 'b3', startsAt: at(DAY, '11:00'), endsAt: at(DAY, '11:30'), status: 'cancelled', customerName: 'ملغى لا يظهر' },
];
const NOW = Date.parse(at(DAY, '08:10'));

/** 500 ten-minute reservations through one barber's week, back to back from opening time. */
function busyWeek(): ScheduleReservation[] {
  const list: ScheduleReservation[] = [];
  for (let index = 0; list.length < 500; index += 1) {
    const day = Math.floor(index / 72);
    const minute = 9 * 60 + (index % 72) * 10;
    const start = Date.UTC(2026, 10, 22 + day, 0, minute - 180);
    list.push({
      id: `w${index}`,
      barberId: 'b1',
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(start + 10 * 60_000).toISOString(),
      status: (['confirmed', 'pending', 'completed'] as const)[index % 3]!,
      customerName: `عميل ${index + 1}`,
    });
  }
  return list;
}

const meta = {
  title: 'Design system/Data/ScheduleView',
  component: ScheduleView,
  args: {
    'aria-label': 'حجوزات يوم الأحد',
    view: 'day',
    date: DAY,
    barbers,
    reservations: dayReservations,
    opensAt: '09:00',
    closesAt: '17:00',
    slotMinutes: 30,
    timeZone: 'Asia/Riyadh',
    now: NOW,
    onReservationPress: fn(),
    onSlotPress: fn(),
  },
  argTypes: { view: { control: 'inline-radio', options: scheduleViews }, now: { control: 'date' } },
  parameters: {
    docs: {
      description: {
        component:
          'The salon owner\'s day and week: `view="day"` shows one column per barber, `view="week"` seven days of one barber (`barberId`). Reservations are blocks placed by start and end in the salon\'s time zone (`timeZone`, default Asia/Riyadh), coloured by status and always labelled with the status in words; cancelled reservations are left out and free their time. Empty time is offered as free slots of `slotMinutes`. A red line marks now. Drag-free by design: `onReservationPress(id)` opens a reservation, `onSlotPress({ barberId, startsAt })` starts a booking. For a list of reservations use Table. Accessibility: one tab stop; arrow keys move up/down in time and left/right between columns in the reading direction, Home/End to a column\'s ends (with Ctrl: the whole schedule\'s), Enter or Space activates; columns are labelled groups ("Khalid, 2 reservations"), free slots are named "Free at 10:30, Khalid". Renders 500 reservations in a week without per-minute elements (see the Busy week story and `npm run bench`).',
      },
    },
  },
} satisfies Meta<typeof ScheduleView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'حجوزات يوم الأحد' })).toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: 'خالد، حجزان' })).toBeInTheDocument();
    const saad = canvas.getByRole('button', { name: /سعد القحطاني/ });
    // Time in the salon's zone and the status in words, not colour alone.
    await expect(saad).toHaveTextContent('من ١٠:٠٠ ص إلى ١٠:٤٥ ص');
    await expect(saad).toHaveTextContent('مؤكد');
    await expect(canvas.getByRole('button', { name: /أحمد العتيبي/ })).toHaveTextContent('بانتظار التأكيد');
    await expect(canvas.queryByText('ملغى لا يظهر')).not.toBeInTheDocument();
    await userEvent.click(saad);
    await expect(args.onReservationPress).toHaveBeenCalledWith('r1');
    await expect(canvasElement.querySelectorAll('[data-now-line]')).toHaveLength(barbers.length);
  },
};

export const BookFreeSlot: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'متاح الساعة ٩:٠٠ ص، خالد' }));
    await expect(args.onSlotPress).toHaveBeenCalledWith({ barberId: 'b1', startsAt: '2026-11-22T06:00:00.000Z' });
  },
};

export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const block = within(canvasElement).getByRole('button', { name: /بدر الشمري/ });
    await userEvent.hover(block);
    await expect(block).toHaveAttribute('data-hovered', 'true');
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const first = canvas.getByRole('button', { name: 'متاح الساعة ٩:٠٠ ص، خالد' });
    await expect(first).toHaveFocus();
    await expect(first.matches(':focus-visible')).toBe(true);
    // Only one tab stop in the whole schedule.
    await expect(canvasElement.querySelectorAll('[data-key][tabindex="0"]')).toHaveLength(1);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('button', { name: /سعد القحطاني/ })).toHaveFocus();
    // In Arabic the next barber is to the left.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('button', { name: /بدر الشمري/ })).toHaveFocus();
    // Back to the right: whatever is at 09:30 in Khalid's column.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'متاح الساعة ٩:٣٠ ص، خالد' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: /سعد القحطاني/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReservationPress).toHaveBeenCalledWith('r1');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: 'متاح الساعة ٤:٣٠ م، خالد' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSlotPress).toHaveBeenCalledWith({ barberId: 'b1', startsAt: '2026-11-22T13:30:00.000Z' });
    // Tabbing away and back returns to the last item used.
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'متاح الساعة ٤:٣٠ م، خالد' })).toHaveFocus();
  },
};

export const WeekView: Story = {
  args: { view: 'week', barberId: 'b1', 'aria-label': 'أسبوع خالد', reservations: [...dayReservations, { id: 'r9', barberId: 'b1', startsAt: at('2026-11-24', '10:00'), endsAt: at('2026-11-24', '11:00'), status: 'confirmed', customerName: 'يوسف المطيري' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const schedule = canvas.getByRole('group', { name: 'أسبوع خالد' });
    await expect(within(schedule).getAllByRole('group')).toHaveLength(7);
    await expect(canvas.getByRole('group', { name: 'الأحد، ٢٢ نوفمبر، حجزان' })).toBeInTheDocument();
    await expect(within(canvas.getByRole('group', { name: /الثلاثاء/ })).getByRole('button', { name: /يوسف المطيري/ })).toBeInTheDocument();
    // Other barbers' reservations are not in this week.
    await expect(canvas.queryByText('بدر الشمري')).not.toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[data-now-line]')).toHaveLength(1);
  },
};

export const BusyWeek: Story = {
  name: 'Busy week (500 reservations)',
  args: { view: 'week', barberId: 'b1', 'aria-label': 'أسبوع مزدحم', reservations: busyWeek(), closesAt: '21:00' },
  // axe's colour-contrast rule over ~1,500 text nodes takes most of a story's 15 s budget on a busy
  // machine; the same block and slot styles are contrast-checked in every other ScheduleView story.
  parameters: { a11y: { options: { rules: { 'color-contrast': { enabled: false } } } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-kind="reservation"]')).toHaveLength(500);
    await expect(canvasElement.querySelectorAll('[data-key][tabindex="0"]')).toHaveLength(1);
  },
};

export const NoReservations: Story = {
  args: { reservations: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'خالد، لا حجوزات' })).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[data-kind="slot"]')).toHaveLength(barbers.length * 16);
  },
};

export const InvalidHours: Story = {
  args: { opensAt: '22:00', closesAt: '09:00' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('ساعات العمل غير صالحة: يجب أن يكون وقت الإغلاق بعد وقت الفتح.')).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const LongArabicText: Story = {
  args: {
    barbers: [{ id: 'b1', name: 'عبدالرحمن بن عبدالعزيز الشمري' }],
    reservations: [{ id: 'l1', barberId: 'b1', startsAt: at(DAY, '07:00'), endsAt: at(DAY, '08:30'), status: 'confirmed', customerName: 'محمد بن عبدالله بن سليمان آل الشيخ', serviceName: 'باقة العريس الكاملة مع الحمام المغربي' }],
  },
  play: async ({ canvasElement }) => {
    const block = within(canvasElement).getByRole('button', { name: /آل الشيخ/ });
    await expect(block.scrollWidth).toBeLessThanOrEqual(block.clientWidth + 1);
  },
};

export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: {
    'aria-label': 'Pazar günü rezervasyonları',
    timeZone: 'Europe/Istanbul',
    barbers: [{ id: 'b1', name: 'Hüseyin Büyükkarakurt' }],
    reservations: [{ id: 't1', barberId: 'b1', startsAt: at(DAY, '07:00'), endsAt: at(DAY, '08:00'), status: 'pending', customerName: 'Mehmet Çağlayangil', serviceName: 'Saç kesimi ve sakal düzeltme' }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Mehmet Çağlayangil/ })).toHaveTextContent('Onay bekliyor');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { 'aria-label': 'Sunday reservations', barbers: [{ id: 'b1', name: 'Khalid' }, { id: 'b2', name: 'Majed' }], reservations: dayReservations.slice(0, 3) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByRole('group', { name: 'Khalid, 2 reservations' })).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^Free at 9:00\sAM, Khalid$/ })).toHaveFocus();
    // In English the next barber is to the right.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: /^Free at 9:00\sAM, Majed$/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSlotPress).toHaveBeenCalledWith({ barberId: 'b2', startsAt: '2026-11-22T06:00:00.000Z' });
    await expect(canvas.getByRole('button', { name: /Saad|سعد/ })).toHaveTextContent('Confirmed');
  },
};
