// ScheduleView's closed time (issue 20): prayer pauses, closures and time off shaded and named, and
// no free slot offered inside them. Kept beside the component's own stories, in a file of its own.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ScheduleView } from '../../design-system';

const DAY = '2026-12-06';
// Times are UTC; Riyadh is UTC+3 (08:44Z is 11:44 in the salon).
const at = (hhmm: string) => `${DAY}T${hhmm}:00Z`;
const names = {
  ar: { barbers: ['خالد', 'ماجد'], dhuhr: 'صلاة الظهر', leave: 'إجازة', label: 'حجوزات يوم الأحد', customer: 'سعد القحطاني' },
  en: { barbers: ['Khalid', 'Majed'], dhuhr: 'Dhuhr prayer', leave: 'Time off', label: 'Sunday reservations', customer: 'Saad Alqahtani' },
} as const;

function Schedule({ locale }: { locale: 'ar' | 'en' }) {
  const n = names[locale];
  return (
    <ScheduleView
      aria-label={n.label}
      view="day"
      date={DAY}
      barbers={[
        { id: 'b1', name: n.barbers[0] },
        { id: 'b2', name: n.barbers[1] },
      ]}
      reservations={[{ id: 'r1', barberId: 'b1', startsAt: at('07:00'), endsAt: at('07:30'), status: 'confirmed', customerName: n.customer }]}
      opensAt="10:00"
      closesAt="16:00"
      slotMinutes={30}
      now={Date.parse(`${DAY}T04:00:00Z`)}
      blocked={[
        { id: 'dhuhr', barberId: null, startsAt: at('08:44'), endsAt: at('09:04'), label: n.dhuhr },
        { id: 'leave', barberId: 'b2', startsAt: at('11:00'), endsAt: at('13:00'), label: n.leave },
      ]}
    />
  );
}

const NIGHT = '2027-02-10';
const nightNames = {
  ar: { label: 'حجوزات ليلة الأربعاء في رمضان', customer: 'فهد العتيبي' },
  en: { label: 'Wednesday night reservations in Ramadan', customer: 'Fahad Alotaibi' },
} as const;

/** A Ramadan night, 21:00–02:00: a booking at 01:00 (22:00Z) belongs to the night that opened on the 10th. */
function RamadanNight({ locale }: { locale: 'ar' | 'en' }) {
  const n = names[locale];
  return (
    <ScheduleView
      aria-label={nightNames[locale].label}
      view="day"
      date={NIGHT}
      barbers={[
        { id: 'b1', name: n.barbers[0] },
        { id: 'b2', name: n.barbers[1] },
      ]}
      reservations={[{ id: 'r1', barberId: 'b1', startsAt: `${NIGHT}T22:00:00Z`, endsAt: `${NIGHT}T22:30:00Z`, status: 'confirmed', customerName: nightNames[locale].customer }]}
      opensAt="21:00"
      closesAt="02:00"
      closesNextDay
      slotMinutes={30}
      now={Date.parse(`${NIGHT}T12:00:00Z`)}
    />
  );
}

const meta = {
  title: 'Design system/Data/ScheduleView/Closed time',
  component: Schedule,
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    docs: {
      description: {
        component:
          'The `blocked` ranges of ScheduleView: prayer pauses, closures and time off shaded and named in the day, for one barber or the whole salon, with no free slot offered inside them. Use it where the owner plans around closed time; to edit closed time use a Table and forms on the closures screen instead.',
      },
    },
  },
} satisfies Meta<typeof Schedule>;

export default meta;
type Story = StoryObj<typeof meta>;

const slotAt = (column: HTMLElement, time: RegExp) => within(column).queryByRole('button', { name: time });
/** A free slot (not a reservation, whose name holds its times too) named with `time`. */
const freeSlotAt = (column: HTMLElement, time: RegExp) => within(column).queryAllByRole('button', { name: time }).find((b) => b.dataset.kind === 'slot') ?? null;

/** Dhuhr's pause shades every column and takes its free slots; one barber's time off only his. */
export const Arabic: Story = {
  args: { locale: 'ar' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('صلاة الظهر')).toHaveLength(2);
    await expect(canvas.getByText('إجازة')).toBeVisible();
    const [khalid, majed] = canvas.getAllByRole('group', { name: /خالد|ماجد/ });
    // 11:30–12:00 and 12:00–12:30 touch the pause (11:44–12:04): not offered; 12:30 is.
    await expect(slotAt(khalid!, /١١:٣٠/)).toBeNull();
    await expect(slotAt(khalid!, /١٢:٠٠/)).toBeNull();
    await expect(slotAt(khalid!, /١٢:٣٠/)).not.toBeNull();
    await expect(slotAt(majed!, /(^|[^٠-٩])٢:٣٠/)).toBeNull();
  },
};

/** The same in English. */
export const English: Story = {
  args: { locale: 'en' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Dhuhr prayer')).toHaveLength(2);
    const [khalid] = canvas.getAllByRole('group', { name: /Khalid/ });
    await expect(slotAt(khalid!, /11:30/)).toBeNull();
    await expect(slotAt(khalid!, /12:30/)).not.toBeNull();
  },
};

/** A Ramadan night past midnight: the 01:00 booking sits in Khalid's column of the night, near its end; 01:30 is still offered. */
export const RamadanNightArabic: Story = {
  args: { locale: 'ar' },
  globals: { locale: 'ar' },
  render: (args) => <RamadanNight {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [khalid, majed] = canvas.getAllByRole('group', { name: /خالد|ماجد/ });
    await expect(within(khalid!).getByRole('button', { name: /فهد العتيبي/ })).toBeVisible();
    await expect(within(majed!).queryByRole('button', { name: /فهد العتيبي/ })).toBeNull();
    await expect(freeSlotAt(khalid!, /(^|[^٠-٩])١:٠٠/)).toBeNull();
    await expect(freeSlotAt(khalid!, /(^|[^٠-٩])١:٣٠/)).not.toBeNull();
    await expect(freeSlotAt(majed!, /(^|[^٠-٩])١:٠٠/)).not.toBeNull();
    await expect(freeSlotAt(majed!, /(^|[^٠-٩])٩:٠٠/)).not.toBeNull();
  },
};

/** The same night in English. */
export const RamadanNightEnglish: Story = {
  args: { locale: 'en' },
  globals: { locale: 'en' },
  render: (args) => <RamadanNight {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [khalid, majed] = canvas.getAllByRole('group', { name: /Khalid|Majed/ });
    await expect(within(khalid!).getByRole('button', { name: /Fahad Alotaibi/ })).toBeVisible();
    await expect(freeSlotAt(khalid!, /(^|\D)1:00/)).toBeNull();
    await expect(freeSlotAt(khalid!, /(^|\D)1:30/)).not.toBeNull();
    await expect(freeSlotAt(majed!, /(^|\D)1:00/)).not.toBeNull();
  },
};
