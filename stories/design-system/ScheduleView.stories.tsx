import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps, ComponentType } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { intlLocale, isLocale } from '../../app/i18n/locales';
import { ScheduleView, scheduleViews, Stack, type ScheduleReservation } from '../../design-system';

import type { Locale } from '../../app/i18n/locales';
import { covered, outside, overlappingPairs, type LabelledBox } from './support/overlap';
import { dateIn, formatIn, inLocale, messageOf, perLocale, storyLocale } from './support/sample';

// Sample data per locale: a story shown in English has English names, in Urdu Urdu names.
// The barbers' ids and times are the same in every locale, so the plays' times hold in each.
const people: Record<Locale, { barbers: [string, string, string]; customers: [string, string, string, string, string, string]; services: [string, string, string, string] }> = {
  ar: {
    barbers: ['خالد', 'ماجد', 'فيصل'],
    customers: ['سعد القحطاني', 'أحمد العتيبي', 'بدر الشمري', 'فهد الدوسري', 'نايف الحربي', 'ملغى لا يظهر'],
    services: ['قص شعر', 'تهذيب لحية', 'قص شعر وتهذيب لحية', 'عناية بالبشرة'],
  },
  en: {
    barbers: ['Khalid', 'Majed', 'Faisal'],
    customers: ['Saad Alqahtani', 'Ahmed Alotaibi', 'Badr Alshammari', 'Fahad Aldosari', 'Naif Alharbi', 'Cancelled, not shown'],
    services: ['Haircut', 'Beard trim', 'Haircut and beard trim', 'Skin care'],
  },
  tr: {
    barbers: ['Halit', 'Mecit', 'Faysal'],
    customers: ['Sait Kahtani', 'Ahmet Uteybi', 'Bedir Şemmari', 'Fahd Devseri', 'Nayif Harbi', 'İptal, gösterilmez'],
    services: ['Saç kesimi', 'Sakal düzeltme', 'Saç kesimi ve sakal düzeltme', 'Cilt bakımı'],
  },
  ur: {
    barbers: ['خالد', 'ماجد', 'فیصل'],
    customers: ['سعد قحطانی', 'احمد عتیبی', 'بدر شمری', 'فہد دوسری', 'نائف حربی', 'منسوخ، نظر نہیں آتی'],
    services: ['بال کٹوانا', 'داڑھی تراشنا', 'بال اور داڑھی', 'جلد کی دیکھ بھال'],
  },
};
const scheduleLabel: Record<Locale, string> = { ar: 'حجوزات يوم الأحد', en: 'Sunday reservations', tr: 'Pazar günü rezervasyonları', ur: 'اتوار کی بکنگز' };

// Times are UTC; Riyadh is UTC+3, so 07:00Z is 10:00 in the salon.
const at = (day: string, hhmm: string) => `${day}T${hhmm}:00Z`;
const DAY = '2026-11-22';

function sampleDay(locale: Locale) {
  const { barbers: [b1, b2, b3], customers: [c1, c2, c3, c4, c5, c6], services: [s1, s2, s3, s4] } = people[locale];
  const barbers = [
    { id: 'b1', name: b1 },
    { id: 'b2', name: b2 },
    { id: 'b3', name: b3 },
  ];
  const reservations: ScheduleReservation[] = [
    { id: 'r1', barberId: 'b1', startsAt: at(DAY, '07:00'), endsAt: at(DAY, '07:45'), status: 'confirmed', customerName: c1, serviceName: s1 },
    { id: 'r2', barberId: 'b1', startsAt: at(DAY, '09:00'), endsAt: at(DAY, '09:30'), status: 'pending', customerName: c2, serviceName: s2 },
    { id: 'r3', barberId: 'b2', startsAt: at(DAY, '06:30'), endsAt: at(DAY, '07:30'), status: 'completed', customerName: c3, serviceName: s3 },
    { id: 'r4', barberId: 'b2', startsAt: at(DAY, '10:00'), endsAt: at(DAY, '10:30'), status: 'no_show', customerName: c4 },
    { id: 'r5', barberId: 'b3', startsAt: at(DAY, '08:00'), endsAt: at(DAY, '09:00'), status: 'confirmed', customerName: c5, serviceName: s4 },
    { id: 'r6', barberId: 'b3', startsAt: at(DAY, '11:00'), endsAt: at(DAY, '11:30'), status: 'cancelled', customerName: c6 },
  ];
  return { barbers, reservations };
}
const NOW = Date.parse(at(DAY, '08:10'));
/** 08:30 in the salon, before it opens: every slot of the day is still to come. */
const BEFORE_OPENING = Date.parse(at(DAY, '05:30'));

type Globals = Record<string, unknown>;

/** A time (`HH:MM` UTC on the sample day) as the story's locale writes it on the salon's clock. */
const clockIn = (globals: Globals, hhmm: string) =>
  new Intl.DateTimeFormat(intlLocale[storyLocale(globals)], { timeZone: 'Asia/Riyadh', hour: 'numeric', minute: '2-digit' }).format(new Date(at(DAY, hhmm)));

/** The story locale's sample: its barbers, clients, and the schedule's words for them. */
const sampleIn = (globals: Globals, loaded: Record<string, unknown>) => {
  const { barbers, customers } = people[storyLocale(globals)];
  const column = (name: string, count: number) => formatIn(globals, loaded, 'ds.data.schedule.column', { column: name, count });
  const freeSlot = (hhmm: string, barber = barbers[0]) => messageOf(loaded, 'ds.data.schedule.freeSlot', { time: clockIn(globals, hhmm), column: barber });
  const startsWith = (text: string) => (name: string) => name.startsWith(text);
  return { barbers, customers, column, freeSlot, startsWith, label: scheduleLabel[storyLocale(globals)] };
};

// The week view's sample: the schedule's name and one more reservation of Khalid's, on Tuesday.
const week = perLocale({
  ar: { label: 'أسبوع خالد', busy: 'أسبوع مزدحم', tuesdayCustomer: 'يوسف المطيري' },
  en: { label: "Khalid's week", busy: 'A busy week', tuesdayCustomer: 'Yousef Almutairi' },
  tr: { label: 'Halit’in haftası', busy: 'Yoğun bir hafta', tuesdayCustomer: 'Yusuf Mutayri' },
  ur: { label: 'خالد کا ہفتہ', busy: 'مصروف ہفتہ', tuesdayCustomer: 'یوسف مطیری' },
});
const weekArgs = (locale: Locale) => ({
  'aria-label': week[locale].label,
  reservations: [...sampleDay(locale).reservations, { id: 'r9', barberId: 'b1', startsAt: at('2026-11-24', '10:00'), endsAt: at('2026-11-24', '11:00'), status: 'confirmed' as const, customerName: week[locale].tuesdayCustomer }],
});

const busyWeeks = new Map<Locale, ScheduleReservation[]>();
/**
 * 500 ten-minute reservations through one barber's week, back to back from opening time. Made once
 * per locale, as a screen receives its list once: a remount measures the schedule, not the sample.
 */
function busyWeek(locale: Locale): ScheduleReservation[] {
  const made = busyWeeks.get(locale);
  if (made) return made;
  const customers = people[locale].customers;
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
      customerName: customers[index % 5]!,
    });
  }
  busyWeeks.set(locale, list);
  return list;
}

// Long names in every locale, short and side-by-side reservations, and "now" inside a reservation
// next to an hour: what made hour labels, names and the now badge collide before.
const longNames: Record<'ar' | 'en' | 'ur', { barbers: [string, string, string]; customers: [string, string, string, string, string]; label: string }> = {
  ar: {
    label: 'حجوزات يوم الأحد',
    barbers: ['عبدالرحمن بن عبدالعزيز الشمري', 'محمد بن سليمان العتيبي', 'فيصل بن تركي القحطاني'],
    customers: ['محمد بن عبدالله بن سليمان آل الشيخ', 'عبدالمحسن بن فهد الدوسري', 'سلطان بن عبدالرحمن المطيري', 'عبدالإله بن ناصر الغامدي', 'تركي بن مشعل الزهراني'],
  },
  en: {
    label: 'Sunday reservations',
    barbers: ['Alexander Montgomery-Fitzgerald', 'Christopher Wellington', 'Maximilian Oppenheimer'],
    customers: ['Bartholomew Richardson-Worthington', 'Jacqueline Featherstonehaugh', 'Konstantinos Papadopoulos', 'Wolfgang Schwarzenberger', 'Evangeline Cholmondeley'],
  },
  ur: {
    label: 'اتوار کی بکنگز',
    barbers: ['سید ذوالفقار علی بخاری', 'چوہدری غلام مصطفیٰ', 'محمد عبدالرحمٰن صدیقی'],
    customers: ['میاں محمد عبدالستار قریشی', 'ملک عبدالغفور اعوان', 'خواجہ نظام الدین چشتی', 'سردار عبدالقیوم خان', 'مرزا اسد اللہ بیگ'],
  },
};

function longNameDay(locale: 'ar' | 'en' | 'ur') {
  const { barbers: [b1, b2, b3], customers: [c1, c2, c3, c4, c5] } = longNames[locale];
  return {
    'aria-label': longNames[locale].label,
    barbers: [
      { id: 'b1', name: b1 },
      { id: 'b2', name: b2 },
      { id: 'b3', name: b3 },
    ],
    reservations: [
      // 10:00–11:30 and, beside it, 10:30–10:45: two lanes, one short.
      { id: 'n1', barberId: 'b1', startsAt: at(DAY, '07:00'), endsAt: at(DAY, '08:30'), status: 'pending', customerName: c1, serviceName: c2 },
      { id: 'n2', barberId: 'b1', startsAt: at(DAY, '07:30'), endsAt: at(DAY, '07:45'), status: 'no_show', customerName: c2 },
      // 10:45–11:00 and 11:00–11:15: short ones back to back, the now line (11:05) across the second.
      { id: 'n3', barberId: 'b2', startsAt: at(DAY, '07:45'), endsAt: at(DAY, '08:00'), status: 'confirmed', customerName: c3 },
      { id: 'n4', barberId: 'b2', startsAt: at(DAY, '08:00'), endsAt: at(DAY, '08:15'), status: 'pending', customerName: c4 },
      { id: 'n5', barberId: 'b3', startsAt: at(DAY, '08:00'), endsAt: at(DAY, '09:00'), status: 'completed', customerName: c5, serviceName: c1 },
    ] satisfies ScheduleReservation[],
    opensAt: '10:00',
    closesAt: '13:00',
    now: Date.parse(at(DAY, '08:05')),
  };
}

/** The schedule at a phone's and a desktop's width, one above the other. */
function AtWidths(props: ComponentProps<typeof ScheduleView>) {
  return (
    <Stack gap="xlarge">
      {[375, 1280].map((width) => (
        <div key={width} data-width={width} style={{ inlineSize: width }}>
          <ScheduleView {...props} />
        </div>
      ))}
    </Stack>
  );
}

/**
 * No hour label, name, status or now badge overlaps another; hour labels stay clear of the
 * reservations; each name and status sits inside its reservation, and nothing is drawn over it.
 */
async function expectNothingOverlaps(canvasElement: HTMLElement) {
  const frames = canvasElement.querySelectorAll<HTMLElement>('[data-width]');
  await expect(frames).toHaveLength(2);
  for (const frame of frames) {
    const width = frame.dataset.width;
    const text = (element: Element) => `"${element.textContent ?? ''}"`;
    const gutter: LabelledBox[] = [...frame.querySelectorAll('[data-hour-label], [data-now-label]')].map((element) => ({ label: `hour ${text(element)}`, element }));
    const blocks = [...frame.querySelectorAll('[data-kind="reservation"]')];
    const parts: LabelledBox[] = blocks.flatMap((block) =>
      [...block.querySelectorAll('[data-part]')].map((element) => ({ label: `${(element as HTMLElement).dataset.part} ${text(element)}`, element })),
    );
    const blockBoxes = blocks.map((element) => ({ label: `reservation ${text(element.querySelector('[data-part="name"]')!)}`, element }));
    await expect(gutter.length, `${width}px: hour labels`).toBeGreaterThan(1);
    await expect(frame.querySelectorAll('[data-now-label]'), `${width}px: now badge`).toHaveLength(1);
    await expect(overlappingPairs([...gutter, ...parts]), `${width}px: labels, names and statuses apart`).toEqual([]);
    for (const hour of gutter) await expect(overlappingPairs([hour, ...blockBoxes]), `${width}px: ${hour.label} clear of reservations`).toEqual([]);
    for (const block of blocks) {
      const inside = parts.filter((part) => block.contains(part.element));
      await expect(outside(block, inside), `${width}px: cut off in ${text(block)}`).toEqual([]);
    }
  }
  // Last, as it scrolls: nothing (the now line included) is drawn over a name or a status.
  const parts = [...canvasElement.querySelectorAll('[data-part]')].map((element) => ({ label: element.textContent ?? '', element }));
  await expect(covered(parts), 'covered names and statuses').toEqual([]);
  window.scrollTo(0, 0);
}

interface ScheduleStoryArgs extends Omit<ComponentProps<typeof ScheduleView>, 'aria-label' | 'barbers' | 'reservations'> {
  /** Left out: the locale's sample data. */
  'aria-label'?: string;
  barbers?: ComponentProps<typeof ScheduleView>['barbers'];
  reservations?: ComponentProps<typeof ScheduleView>['reservations'];
}

const meta = {
  title: 'Design system/Data/ScheduleView',
  // The props' table and controls are ScheduleView's; the sample data is optional here, filled per locale.
  component: ScheduleView as ComponentType<ScheduleStoryArgs>,
  args: {
    view: 'day',
    date: DAY,
    opensAt: '09:00',
    closesAt: '17:00',
    slotMinutes: 30,
    timeZone: 'Asia/Riyadh',
    now: NOW,
    onReservationPress: fn(),
    onSlotPress: fn(),
    onReservationMove: fn(),
  },
  render: (args, { globals }) => {
    const locale: Locale = isLocale(globals.locale) ? globals.locale : 'ar';
    const sample = sampleDay(locale);
    return <ScheduleView {...args} aria-label={args['aria-label'] ?? scheduleLabel[locale]} barbers={args.barbers ?? sample.barbers} reservations={args.reservations ?? sample.reservations} />;
  },
  argTypes: { view: { control: 'inline-radio', options: scheduleViews }, now: { control: 'date' } },
  parameters: {
    docs: {
      description: {
        component:
          'The salon owner\'s day and week: `view="day"` shows one column per barber, `view="week"` seven days of one barber (`barberId`). Reservations are blocks placed by start and end in the salon\'s time zone (`timeZone`, default Asia/Riyadh); each starts with one line, the client\'s name and the status in words (the name shortens, the status stays), a customer booked at the door (`walkIn`) with a "Walk-in" badge after the name, then its time and service as room allows; rows grow when a reservation is too short for that line. Cancelled reservations are left out and free their time. Empty time is offered as free slots of `slotMinutes`. A red line under the reservations marks now, with a "Now" badge in the hour column. `onReservationPress(id)` opens a reservation, `onSlotPress({ barberId, startsAt })` starts a booking. In the day view a reservation dragged with a mouse or pen, or held with a finger (a long press lifts it; a finger that moves at once scrolls the page) and then moved, to another barber\'s column or time gives `onReservationMove({ reservationId, barberId, startsAt, date })`, the start snapped to `slotMinutes`; an outline shows where it would land (red over a past time, where it cannot go) and a live region says it; dropping on its own place or a past time does nothing, Escape cancels. The caller confirms the move (the change dialog, which is also the way without a pointer). For a list of reservations use Table. Accessibility: one tab stop; arrow keys move up/down in time and left/right between columns in the reading direction, Home/End to a column\'s ends (with Ctrl: the whole schedule\'s), Enter or Space activates; columns are labelled groups ("Khalid, 2 reservations"), free slots are named "Free at 10:30, Khalid". Renders 500 reservations in a week without per-minute elements; from 120 reservations on, only those near the visible part draw their words, the others are coloured boxes with the same accessible name (see the Busy week story and `npm run bench`).',
      },
    },
  },
} satisfies Meta<ScheduleStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A day of three barbers with reservations in every status, a cancelled one left out, and the now line. */
export const Playground: Story = {
  play: async ({ canvasElement, args, globals, loaded }) => {
    const canvas = within(canvasElement);
    const { barbers, customers, column, startsWith, label } = sampleIn(globals, loaded);
    await expect(canvas.getByRole('group', { name: label })).toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: column(barbers[0], 2) })).toBeInTheDocument();
    const saad = canvas.getByRole('button', { name: startsWith(customers[0]) });
    // Time in the salon's zone and the status in words, not colour alone.
    await expect(saad).toHaveTextContent(messageOf(loaded, 'ds.data.schedule.timeRange', { start: clockIn(globals, '07:00'), end: clockIn(globals, '07:45') }));
    await expect(saad).toHaveTextContent(messageOf(loaded, 'ds.data.schedule.status.confirmed'));
    await expect(canvas.getByRole('button', { name: startsWith(customers[1]) })).toHaveTextContent(messageOf(loaded, 'ds.data.schedule.status.pending'));
    await expect(canvas.queryByText(customers[5])).not.toBeInTheDocument();
    await userEvent.click(saad);
    await expect(args.onReservationPress).toHaveBeenCalledWith('r1');
    await expect(canvasElement.querySelectorAll('[data-now-line]')).toHaveLength(3);
    // One "now" badge, in the hour column.
    await expect(canvasElement.querySelector('[data-now-label]')).toHaveTextContent(messageOf(loaded, 'ds.data.schedule.now'));
  },
};

/** A free slot pressed: it starts a booking for that barber and time. */
export const BookFreeSlot: Story = {
  args: { now: BEFORE_OPENING },
  play: async ({ canvasElement, args, globals, loaded }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: sampleIn(globals, loaded).freeSlot('06:00') }));
    await expect(args.onSlotPress).toHaveBeenCalledWith({ barberId: 'b1', startsAt: '2026-11-22T06:00:00.000Z' });
  },
};

/** A reservation under the pointer, raised with a shadow. */
export const Hovered: Story = {
  play: async ({ canvasElement, globals, loaded }) => {
    const { customers, startsWith } = sampleIn(globals, loaded);
    const block = within(canvasElement).getByRole('button', { name: startsWith(customers[2]) });
    await userEvent.hover(block);
    await expect(block).toHaveAttribute('data-hovered', 'true');
  },
};

/** A customer booked at the door (`walkIn`): the block carries a "Walk-in" badge, part of its accessible name. */
export const WalkIn: Story = {
  args: { now: BEFORE_OPENING },
  render: (args, { globals }) => {
    const day = sampleDay(storyLocale(globals));
    const walkIns = day.reservations.map((r) => (r.id === 'r1' ? { ...r, walkIn: true } : r));
    return <ScheduleView {...args} aria-label={args['aria-label'] ?? scheduleLabel[storyLocale(globals)]} barbers={day.barbers} reservations={walkIns} />;
  },
  play: async ({ canvasElement, globals, loaded }) => {
    const { customers, startsWith } = sampleIn(globals, loaded);
    const badge = messageOf(loaded, 'ds.data.schedule.walkIn');
    const walkIn = within(canvasElement).getByRole('button', { name: startsWith(customers[0]) });
    await expect(within(walkIn).getByText(badge)).toBeVisible();
    await expect(walkIn).toHaveAccessibleName(new RegExp(`^${customers[0]}\\s*${badge}`));
    // Only the walk-in carries it.
    await expect(within(canvasElement).getAllByText(badge)).toHaveLength(1);
  },
};

/** The same in English. */
export const WalkInEnglish: Story = { ...WalkIn, globals: { locale: 'en' } };

/** The keyboard's path through the day, right to left: one tab stop, arrows in time and across barbers. */
export const KeyboardNavigation: Story = {
  // About right-to-left arrows (the English story has left to right).
  globals: { locale: 'ar' },
  args: { now: BEFORE_OPENING },
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

/** Drags a reservation block by its top edge to `minute` (after midnight, salon time) in `column`, with pointer events, and returns the announcement heard on the way. */
async function dragTo(block: HTMLElement, column: HTMLElement, minute: number, { release = true, opens = 9 * 60, closes = 17 * 60 } = {}): Promise<{ heard: string | null; drop: () => void }> {
  const from = block.getBoundingClientRect();
  const box = column.getBoundingClientRect();
  const pointer = { button: 0, pointerId: 1, pointerType: 'mouse', bubbles: true };
  const start = { clientX: from.left + from.width / 2, clientY: from.top + 2 };
  fireEvent.pointerDown(block, { ...pointer, ...start });
  // Past the few pixels that make a press a drag, then to the place.
  fireEvent.pointerMove(window, { ...pointer, clientX: start.clientX, clientY: start.clientY + 20 });
  const to = { clientX: box.left + box.width / 2, clientY: box.top + ((minute - opens) / (closes - opens)) * box.height + 2 };
  fireEvent.pointerMove(window, { ...pointer, ...to });
  const announcement = block.closest('[data-view]')!.parentElement!.parentElement!.querySelector('[data-drop-announcement]')!;
  await waitFor(() => expect(announcement.textContent).not.toBe(''));
  const heard = announcement.textContent;
  const drop = () => fireEvent.pointerUp(window, { ...pointer, ...to });
  if (release) drop();
  return { heard, drop };
}

/** Khalid's 10:00 reservation dragged to Majed's column at 11:30: the outline and the announcement name the place, and the move is asked for. */
export const DragToAnotherBarber: Story = {
  args: { now: BEFORE_OPENING },
  play: async ({ canvasElement, args, globals, loaded }) => {
    const canvas = within(canvasElement);
    const { barbers, customers, column, startsWith } = sampleIn(globals, loaded);
    const saad = canvas.getByRole('button', { name: startsWith(customers[0]) });
    const majed = canvas.getByRole('group', { name: column(barbers[1], 2) });
    const { heard, drop } = await dragTo(saad, majed, 11 * 60 + 30, { release: false });
    const where = messageOf(loaded, 'ds.data.schedule.dropTarget', { time: clockIn(globals, '08:30'), column: barbers[1] });
    await expect(heard).toBe(where);
    // The outline sits in Majed's column (to the left in Arabic, to the right in English), the block faded in place.
    await expect(majed.querySelector('[data-drop-preview="allowed"]')).toHaveTextContent(where);
    await expect(saad).toHaveAttribute('data-dragged');
    drop();
    await expect(args.onReservationMove).toHaveBeenCalledWith({ reservationId: 'r1', barberId: 'b2', date: DAY, startsAt: '2026-11-22T08:30:00.000Z' });
    await waitFor(() => expect(canvasElement.querySelector('[data-drop-preview]')).toBeNull());
    await expect(saad).not.toHaveAttribute('data-dragged');
    await expect(args.onReservationPress).not.toHaveBeenCalled();
  },
};

/** In English, left to right: the same drag lands in Majed's column, to the right, at 11:30. */
export const DragToAnotherBarberEnglish: Story = {
  ...DragToAnotherBarber,
  globals: { locale: 'en' },
};

/** A finger held on Khalid's 10:00 reservation lifts it (the outline on its own place), then drags it to Majed's column at 11:30; a finger that moves at once scrolls and drags nothing. */
export const TouchDragToAnotherBarber: Story = {
  args: { now: BEFORE_OPENING },
  play: async ({ canvasElement, args, globals, loaded }) => {
    const canvas = within(canvasElement);
    const { barbers, customers, column, startsWith } = sampleIn(globals, loaded);
    const touch = { button: 0, pointerId: 7, pointerType: 'touch', isPrimary: true, bubbles: true, cancelable: true };
    const majed = canvas.getByRole('group', { name: column(barbers[1], 2) });
    const announcement = canvasElement.querySelector('[data-drop-announcement]')!;
    // A finger that moves straight away is scrolling: nothing lifts.
    const ahmed = canvas.getByRole('button', { name: startsWith(customers[1]) });
    const a = ahmed.getBoundingClientRect();
    fireEvent.pointerDown(ahmed, { ...touch, clientX: a.left + a.width / 2, clientY: a.top + 2 });
    fireEvent.pointerMove(window, { ...touch, clientX: a.left + a.width / 2, clientY: a.top + 60 });
    fireEvent.pointerUp(window, { ...touch, clientX: a.left + a.width / 2, clientY: a.top + 60 });
    // Held still: Saad's reservation lifts, its outline on its own place.
    const saad = canvas.getByRole('button', { name: startsWith(customers[0]) });
    const s = saad.getBoundingClientRect();
    const start = { clientX: s.left + s.width / 2, clientY: s.top + 2 };
    fireEvent.pointerDown(saad, { ...touch, ...start });
    await waitFor(() => expect(saad).toHaveAttribute('data-dragged'), { timeout: 5000 });
    await expect(announcement).toHaveTextContent(messageOf(loaded, 'ds.data.schedule.dropSame'));
    await expect(ahmed).not.toHaveAttribute('data-dragged');
    // The finger moves to Majed's column at 11:30 (opening 09:00, closing 17:00): the outline and the words follow.
    const box = majed.getBoundingClientRect();
    const to = { clientX: box.left + box.width / 2, clientY: box.top + ((11 * 60 + 30 - 9 * 60) / (8 * 60)) * box.height + 2 };
    fireEvent.pointerMove(window, { ...touch, ...to });
    const where = messageOf(loaded, 'ds.data.schedule.dropTarget', { time: clockIn(globals, '08:30'), column: barbers[1] });
    await waitFor(() => expect(announcement).toHaveTextContent(where));
    await expect(majed.querySelector('[data-drop-preview="allowed"]')).toHaveTextContent(where);
    fireEvent.pointerUp(window, { ...touch, ...to });
    await expect(args.onReservationMove).toHaveBeenCalledTimes(1);
    await expect(args.onReservationMove).toHaveBeenCalledWith({ reservationId: 'r1', barberId: 'b2', date: DAY, startsAt: '2026-11-22T08:30:00.000Z' });
    await waitFor(() => expect(canvasElement.querySelector('[data-drop-preview]')).toBeNull());
    await expect(args.onReservationPress).not.toHaveBeenCalled();
  },
};

/** In English, left to right: the same long press and drag lands in Majed's column, to the right. */
export const TouchDragToAnotherBarberEnglish: Story = {
  ...TouchDragToAnotherBarber,
  globals: { locale: 'en' },
};

/** A drop on a time already gone, or on the reservation's own place, asks for nothing; Escape cancels a drag. */
export const DragRefused: Story = {
  play: async ({ canvasElement, args, globals, loaded }) => {
    const canvas = within(canvasElement);
    const { barbers, customers, column, startsWith } = sampleIn(globals, loaded);
    const khalid = canvas.getByRole('group', { name: column(barbers[0], 2) });
    const majed = canvas.getByRole('group', { name: column(barbers[1], 2) });
    // At 11:10, 10:30 has passed.
    const saad = canvas.getByRole('button', { name: startsWith(customers[0]) });
    await expect((await dragTo(saad, majed, 10 * 60 + 30)).heard).toBe(messageOf(loaded, 'ds.data.schedule.dropPast', { time: clockIn(globals, '07:30') }));
    // Ahmed's 12:00 reservation dropped where it is.
    const ahmed = canvas.getByRole('button', { name: startsWith(customers[1]) });
    await expect((await dragTo(ahmed, khalid, 12 * 60)).heard).toBe(messageOf(loaded, 'ds.data.schedule.dropSame'));
    // Escape during a drag: no outline, and letting go asks for nothing.
    const { drop } = await dragTo(ahmed, majed, 15 * 60, { release: false });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvasElement.querySelector('[data-drop-preview]')).toBeNull());
    drop();
    await expect(args.onReservationMove).not.toHaveBeenCalled();
  },
};

/** At 11:10 no time already gone is offered: Khalid's first free slot is 11:30, and the day opens scrolled to now. */
export const PastTimeNotOffered: Story = {
  args: { closesAt: '22:00' },
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    const { barbers, customers, column, freeSlot, startsWith, label } = sampleIn(globals, loaded);
    const khalid = canvas.getByRole('group', { name: column(barbers[0], 2) });
    await expect(within(khalid).queryByRole('button', { name: freeSlot('06:00') })).not.toBeInTheDocument();
    await expect(within(khalid).queryByRole('button', { name: freeSlot('08:00') })).not.toBeInTheDocument();
    // A free slot's name around its time: "Free at {time}, Khalid".
    const [before, after] = messageOf(loaded, 'ds.data.schedule.freeSlot', { time: '\u0000', column: barbers[0] }).split('\u0000') as [string, string];
    await expect(within(khalid).getAllByRole('button', { name: (name) => name.startsWith(before) && name.endsWith(after) })[0]).toHaveAccessibleName(freeSlot('08:30'));
    // Reservations already over stay in view.
    await expect(within(khalid).getByRole('button', { name: startsWith(customers[0]) })).toBeInTheDocument();
    // Opened scrolled: the now line is inside the schedule's scrolling box.
    const scroller = canvas.getByRole('group', { name: label }).parentElement!;
    await waitFor(() => {
      const box = scroller.getBoundingClientRect();
      const line = canvasElement.querySelector('[data-now-line]')!.getBoundingClientRect();
      expect(line.top >= box.top && line.top <= box.bottom).toBe(true);
    });
  },
};

/** In English: at 11:10 the first free slot offered is 11:30. */
export const PastTimeNotOfferedEnglish: Story = {
  globals: { locale: 'en' },
  args: { 'aria-label': 'Sunday reservations', barbers: sampleDay('en').barbers.slice(0, 1), reservations: sampleDay('en').reservations.slice(0, 2) },
  play: async ({ canvasElement }) => {
    const khalid = within(canvasElement).getByRole('group', { name: 'Khalid, 2 reservations' });
    await expect(within(khalid).queryByRole('button', { name: /^Free at 9:00\sAM/ })).not.toBeInTheDocument();
    await expect(within(khalid).getAllByRole('button', { name: /^Free at/ })[0]).toHaveAccessibleName(/^Free at 11:30\sAM, Khalid$/);
  },
};

/** One barber's week, seven day columns, today's header in the brand colour. */
export const WeekView: Story = {
  args: { view: 'week', barberId: 'b1', ...weekArgs('ar') },
  parameters: { localeArgs: { ar: weekArgs('ar'), en: weekArgs('en'), tr: weekArgs('tr'), ur: weekArgs('ur') } },
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    const { customers, column, startsWith } = sampleIn(globals, loaded);
    const schedule = canvas.getByRole('group', { name: inLocale(week, globals).label });
    await expect(within(schedule).getAllByRole('group')).toHaveLength(7);
    await expect(canvas.getByRole('group', { name: column(dateIn(globals, DAY, { weekday: 'long', day: 'numeric', month: 'long' }), 2) })).toBeInTheDocument();
    const tuesday = dateIn(globals, '2026-11-24', { weekday: 'long' });
    await expect(within(canvas.getByRole('group', { name: (name) => name.includes(tuesday) })).getByRole('button', { name: startsWith(inLocale(week, globals).tuesdayCustomer) })).toBeInTheDocument();
    // Other barbers' reservations are not in this week.
    await expect(canvas.queryByText(customers[2])).not.toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[data-now-line]')).toHaveLength(1);
  },
};

/** 500 ten-minute reservations in one week: the rows grow so each still shows its name and status. */
export const BusyWeek: Story = {
  name: 'Busy week (500 reservations)',
  args: { view: 'week', barberId: 'b1', 'aria-label': week.ar.busy, closesAt: '21:00' },
  render: (args, { globals }) => <ScheduleView {...args} aria-label={args['aria-label'] ?? ''} barbers={sampleDay(isLocale(globals.locale) ? globals.locale : 'ar').barbers} reservations={busyWeek(isLocale(globals.locale) ? globals.locale : 'ar')} />,
  // axe's colour-contrast rule over ~1,500 text nodes takes most of a story's 15 s budget on a busy
  // machine; the same block and slot styles are contrast-checked in every other ScheduleView story.
  parameters: {
    a11y: { options: { rules: { 'color-contrast': { enabled: false } } } },
    localeArgs: { ar: { 'aria-label': week.ar.busy }, en: { 'aria-label': week.en.busy }, tr: { 'aria-label': week.tr.busy }, ur: { 'aria-label': week.ur.busy } },
  },
  play: async ({ canvasElement, globals }) => {
    const blocks = canvasElement.querySelectorAll<HTMLElement>('[data-kind="reservation"]');
    await expect(blocks).toHaveLength(500);
    await expect(canvasElement.querySelectorAll('[data-key][tabindex="0"]')).toHaveLength(1);
    // Only the reservations near view draw their words; scrolled to the evening, the evening's do,
    // and the morning's keep their names (the same words) as coloured boxes.
    const first = blocks[0]!;
    const last = blocks[blocks.length - 1]!;
    const scroller = canvasElement.querySelector('[data-view]')!.parentElement!;
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(last.querySelector('[data-part="name"]')).not.toBeNull());
    await waitFor(() => expect(first.querySelector('[data-part="name"]')).toBeNull());
    const customers = people[storyLocale(globals)].customers;
    await expect(first).toHaveAccessibleName(new RegExp(`^${customers[0]} `));
    await expect(last).toHaveAccessibleName(new RegExp(`^${customers[499 % 5]} `));
  },
};

/** A day with nothing booked: every slot free. */
export const NoReservations: Story = {
  args: { reservations: [], now: BEFORE_OPENING },
  play: async ({ canvasElement, globals, loaded }) => {
    const { barbers, column } = sampleIn(globals, loaded);
    await expect(within(canvasElement).getByRole('group', { name: column(barbers[0], 0) })).toBeInTheDocument();
    await expect(canvasElement.querySelectorAll('[data-kind="slot"]')).toHaveLength(3 * 16);
  },
};

/** Late at night with nothing booked: no slot or reservation to focus, so the scrolling box is the one tab stop (a keyboard can still scroll the day). */
export const NothingToFocus: Story = {
  args: { reservations: [], now: Date.parse(at(DAY, '20:00')) },
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    const { label } = sampleIn(globals, loaded);
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await userEvent.tab();
    const region = canvas.getByRole('region', { name: label });
    await expect(region).toHaveFocus();
    await expect(region).toContainElement(canvas.getByRole('group', { name: label }));
  },
};

/** In English, the same. */
export const NothingToFocusEnglish: Story = { ...NothingToFocus, globals: { locale: 'en' } };

/** A day with a free slot: the slot is the one tab stop, and the scrolling box takes no focus. */
export const ScrollerTakesNoFocusWithEntries: Story = {
  args: { reservations: [], now: BEFORE_OPENING },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(document.activeElement?.getAttribute('data-kind')).toBe('slot');
  },
};

/** Closing before opening: the schedule says why it shows nothing. */
export const InvalidHours: Story = {
  args: { opensAt: '22:00', closesAt: '09:00' },
  play: async ({ canvasElement, loaded }) => {
    await expect(within(canvasElement).getByText(messageOf(loaded, 'ds.data.schedule.invalidHours'))).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** A long barber name and a long reservation in Arabic: the name shortens, the status stays. */
export const LongArabicText: Story = {
  globals: { locale: 'ar' },
  args: {
    barbers: [{ id: 'b1', name: 'عبدالرحمن بن عبدالعزيز الشمري' }],
    reservations: [{ id: 'l1', barberId: 'b1', startsAt: at(DAY, '07:00'), endsAt: at(DAY, '08:30'), status: 'confirmed', customerName: 'محمد بن عبدالله بن سليمان آل الشيخ', serviceName: 'باقة العريس الكاملة مع الحمام المغربي' }],
  },
  play: async ({ canvasElement }) => {
    const block = within(canvasElement).getByRole('button', { name: /آل الشيخ/ });
    await expect(block.scrollWidth).toBeLessThanOrEqual(block.clientWidth + 1);
  },
};

/** Long Turkish names and service in a Turkish schedule (Istanbul time). */
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

/** An English schedule, left to right: the next barber is to the right. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { 'aria-label': 'Sunday reservations', barbers: sampleDay('en').barbers.slice(0, 2), reservations: sampleDay('en').reservations.slice(0, 3), now: BEFORE_OPENING },
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
    await expect(canvas.getByRole('button', { name: /Saad Alqahtani/ })).toHaveTextContent('Confirmed');
  },
};

/** Long Arabic names at 375 and 1280 px: hour labels, names, statuses and the now badge never overlap. */
export const LongNamesArabic: Story = {
  globals: { locale: 'ar' },
  args: longNameDay('ar'),
  render: (args) => <AtWidths {...args} {...longNameDay('ar')} />,
  play: async ({ canvasElement }) => {
    await expect([...canvasElement.querySelectorAll('[data-now-label]')].map((badge) => badge.textContent)).toEqual(['الآن', 'الآن']);
    await expectNothingOverlaps(canvasElement);
  },
};

/** Long English names at 375 and 1280 px: hour labels, names, statuses and the now badge never overlap. */
export const LongNamesEnglish: Story = {
  globals: { locale: 'en' },
  args: longNameDay('en'),
  render: (args) => <AtWidths {...args} {...longNameDay('en')} />,
  play: async ({ canvasElement }) => {
    await expect([...canvasElement.querySelectorAll('[data-now-label]')].map((badge) => badge.textContent)).toEqual(['Now', 'Now']);
    await expectNothingOverlaps(canvasElement);
  },
};

/** Long Urdu names at 375 and 1280 px: hour labels, names, statuses and the now badge never overlap. */
export const LongNamesUrdu: Story = {
  globals: { locale: 'ur' },
  args: longNameDay('ur'),
  render: (args) => <AtWidths {...args} {...longNameDay('ur')} />,
  play: async ({ canvasElement }) => {
    await expect([...canvasElement.querySelectorAll('[data-now-label]')].map((badge) => badge.textContent)).toEqual(['ابھی', 'ابھی']);
    await expectNothingOverlaps(canvasElement);
  },
};
