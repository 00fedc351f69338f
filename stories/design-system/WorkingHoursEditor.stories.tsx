import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { createWeek, WorkingHoursEditor, type WorkingWeek } from '../../design-system';
import { dateIn, formatIn, messageOf, perLocale } from './support/sample';

const week = createWeek({ opens_at: '10:00', closes_at: '22:00', closedDays: [5] });

// Sample data per locale (support/sample.ts): the editor's label in the story's language; the
// day names and the editor's own words come from Intl and the story locale's catalogue.
const localeArgs = perLocale({
  ar: { label: 'ساعات العمل' },
  en: { label: 'Working hours' },
  tr: { label: 'Çalışma saatleri' },
  ur: { label: 'اوقات کار' },
});

type Globals = Record<string, unknown>;

/** A day's name (0 = Sunday) as the story's locale writes it; 2026-11-22 is a Sunday. */
const dayName = (globals: Globals, day: number) => dateIn(globals, `2026-11-${22 + day}`, { weekday: 'long' });

const lastWeek = (onChange: unknown): WorkingWeek => {
  const calls = (onChange as { mock: { calls: [WorkingWeek][] } }).mock.calls;
  return calls[calls.length - 1]![0];
};

const meta = {
  title: 'Design system/Forms/WorkingHoursEditor',
  component: WorkingHoursEditor,
  args: { label: localeArgs.ar.label, defaultValue: week, onChange: fn() },
  argTypes: { isDisabled: { control: 'boolean' }, showErrors: { control: 'boolean' } },
  parameters: {
    // Shown at the width it has in a page, not across the whole canvas.
    frame: 'panel',
    localeArgs,
    docs: {
      description: {
        component:
          'A salon\'s or barber\'s week, Sunday to Saturday as in Saudi Arabia (day 0 = Sunday). Each day: an "Open" switch, opening and closing TimeFields, and breaks that can be added and removed. Value: 7 × `{ day, is_open, opens_at: "HH:MM", closes_at: "HH:MM", breaks: [{ starts_at, ends_at }] }`. Problems are shown under their day in the current language: closing must be after opening (overnight hours are not supported), breaks must lie within the hours, end after they start and not overlap each other (touching is fine). The same rules are available to the caller as `validateWeek(week)` / `isWeekValid(week)` before saving. Day names come from `Intl` in the current locale. Each day is a fieldset named by the day, so "Opens at" is heard together with the day. Instead: For one time of day use TimeField; for days off use DateRangePicker.',
      },
    },
  },
} satisfies Meta<typeof WorkingHoursEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    const days = canvas.getAllByRole('group').filter((g) => g.tagName === 'FIELDSET').slice(1);
    // Sunday first, named in the story's language by Intl.
    await expect(days.map((d) => d.querySelector('legend')!.textContent)).toEqual([0, 1, 2, 3, 4, 5, 6].map((day) => dayName(globals, day)));
    await expect(within(days[5]!).getByRole('switch')).not.toBeChecked();
    await expect(within(days[5]!).getByText(messageOf(loaded, 'ds.forms.hours.closed'))).toBeVisible();
  },
};

/** A closed day opened. */
export const OpenAClosedDay: Story = {
  play: async ({ args, canvasElement, globals, loaded }) => {
    const friday = within(canvasElement).getByRole('group', { name: dayName(globals, 5) });
    await userEvent.click(within(friday).getByText(messageOf(loaded, 'ds.forms.hours.open')));
    const day = lastWeek(args.onChange).find((d) => d.day === 5)!;
    await expect(day.is_open).toBe(true);
    const times = [messageOf(loaded, 'ds.forms.hours.opensAt'), messageOf(loaded, 'ds.forms.hours.closesAt')];
    await expect(within(friday).getAllByRole('group', { name: (name) => times.some((time) => name.includes(time)) })).toHaveLength(2);
  },
};

/** Closing before opening: the error shows. */
export const ClosesBeforeOpens: Story = {
  args: { defaultValue: week.map((d) => (d.day === 1 ? { ...d, opens_at: '22:00', closes_at: '10:00' } : d)) },
  play: async ({ canvasElement, globals, loaded }) => {
    const monday = within(canvasElement).getByRole('group', { name: dayName(globals, 1) });
    const error = messageOf(loaded, 'ds.forms.hours.error.closesBeforeOpens');
    await expect(within(monday).getByText(error)).toBeVisible();
    await expect(monday).toHaveAccessibleDescription(expect.stringContaining(error));
  },
};

/** One day's hours and breaks copied to every day; the closed Friday stays closed. */
export const CopyDayToAllDays: Story = {
  play: async ({ args, canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    const day = dayName(globals, 0);
    const sunday = canvas.getByRole('group', { name: day });
    await userEvent.click(within(sunday).getByRole('button', { name: messageOf(loaded, 'ds.forms.hours.addBreakTo', { day }) }));
    await userEvent.click(within(sunday).getByRole('button', { name: messageOf(loaded, 'ds.forms.hours.copyToAllFrom', { day }) }));
    const copied = lastWeek(args.onChange);
    await expect(copied.every((d) => d.opens_at === '10:00' && d.breaks.length === 1)).toBe(true);
    await expect(copied.find((d) => d.day === 5)!.is_open).toBe(false);
    const thursday = within(canvas.getByRole('group', { name: dayName(globals, 4) }));
    await expect(thursday.getByRole('group', { name: formatIn(globals, loaded, 'ds.forms.hours.breakNumber', { index: 1 }) })).toBeVisible();
  },
};

/** Breaks added and removed. */
export const AddAndRemoveBreaks: Story = {
  play: async ({ args, canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    const day = dayName(globals, 0);
    const sunday = canvas.getByRole('group', { name: day });
    const addBreak = messageOf(loaded, 'ds.forms.hours.addBreakTo', { day });
    await userEvent.click(within(sunday).getByRole('button', { name: addBreak }));
    await expect(lastWeek(args.onChange)[0]!.breaks).toEqual([{ starts_at: '13:00', ends_at: '14:00' }]);
    // A second break at the same time overlaps the first.
    within(sunday).getByRole('button', { name: addBreak }).focus();
    await userEvent.keyboard('{Enter}');
    const overlap = formatIn(globals, loaded, 'ds.forms.hours.error.breaksOverlap', { first: 1, second: 2 });
    await expect(await within(sunday).findByText(overlap)).toBeVisible();
    await userEvent.click(within(sunday).getByRole('button', { name: formatIn(globals, loaded, 'ds.forms.hours.removeBreak', { index: 2, day }) }));
    await expect(within(sunday).queryByText(overlap)).not.toBeInTheDocument();
    await expect(lastWeek(args.onChange)[0]!.breaks).toHaveLength(1);
  },
};

/** A break outside opening hours: the error shows. */
export const BreakOutsideHours: Story = {
  args: { defaultValue: week.map((d) => (d.day === 2 ? { ...d, breaks: [{ starts_at: '08:00', ends_at: '09:00' }] } : d)) },
  play: async ({ canvasElement, globals, loaded }) => {
    const tuesday = within(canvasElement).getByRole('group', { name: dayName(globals, 2) });
    await expect(within(tuesday).getByText(formatIn(globals, loaded, 'ds.forms.hours.error.breakOutsideHours', { index: 1 }))).toBeVisible();
  },
};

/** Times changed from the keyboard. */
export const KeyboardTime: Story = {
  play: async ({ args, canvasElement, globals, loaded }) => {
    const sunday = within(canvasElement).getByRole('group', { name: dayName(globals, 0) });
    const closesAt = messageOf(loaded, 'ds.forms.hours.closesAt');
    const [hour] = within(within(sunday).getByRole('group', { name: (name) => name.includes(closesAt) })).getAllByRole('spinbutton');
    hour!.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(lastWeek(args.onChange)[0]!.closes_at).toBe('21:00');
  },
};

/** Under the pointer. */
export const Hovered: Story = {
  play: async ({ canvasElement, globals, loaded }) => {
    const label = within(within(canvasElement).getByRole('group', { name: dayName(globals, 0) })).getByText(messageOf(loaded, 'ds.forms.hours.open')).closest('label')!;
    await userEvent.hover(label);
    await expect(label).toHaveAttribute('data-hovered', 'true');
  },
};

/** Disabled: dimmed and not operable. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    for (const control of within(canvasElement).getAllByRole('switch')) await expect(control).toBeDisabled();
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: { label: 'Salonun haftalık çalışma saatleri ve molaları' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Pazar' })).toBeInTheDocument();
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Working hours', defaultValue: week.map((d) => (d.day === 3 ? { ...d, breaks: [{ starts_at: '15:00', ends_at: '14:00' }] } : d)) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    const wednesday = within(canvasElement).getByRole('group', { name: 'Wednesday' });
    await expect(within(wednesday).getByText('Break 1 must end after it starts.')).toBeVisible();
    await expect(within(canvasElement).getAllByRole('group').filter((g) => g.tagName === 'FIELDSET')[1]!.querySelector('legend')).toHaveTextContent('Sunday');
  },
};

/** In English: Monday's hours copied to the whole week from its "Copy to all days" button. */
export const CopyDayToAllDaysEnglish: Story = {
  globals: { locale: 'en' },
  args: { label: 'Working hours', defaultValue: week.map((d) => (d.day === 1 ? { ...d, opens_at: '08:00', closes_at: '16:00' } : d)) },
  play: async ({ args, canvasElement }) => {
    const monday = within(canvasElement).getByRole('group', { name: 'Monday' });
    await userEvent.click(within(monday).getByRole('button', { name: "Copy Monday's hours and breaks to all days" }));
    await expect(lastWeek(args.onChange).map((d) => `${d.opens_at}-${d.closes_at}`)).toEqual(Array(7).fill('08:00-16:00'));
  },
};
