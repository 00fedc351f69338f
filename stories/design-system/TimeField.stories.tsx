import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TimeField } from '../../design-system';
import { numberIn, perLocale } from './support/sample';

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const localeArgs = perLocale({ ar: { label: 'يفتح الساعة' }, en: { label: 'Opens at' }, tr: { label: 'Açılış saati' }, ur: { label: 'کھلنے کا وقت' } });
const closedDay = perLocale({
  ar: { description: 'اتركه فارغًا إذا كان اليوم مغلقًا.' },
  en: { description: 'Leave it empty if the day is closed.' },
  tr: { description: 'Gün kapalıysa boş bırakın.' },
  ur: { description: 'اگر دن بند ہو تو خالی چھوڑ دیں۔' },
});
const closesBeforeOpening = perLocale({
  ar: { errorMessage: 'وقت الإغلاق يجب أن يكون بعد وقت الفتح.' },
  en: { errorMessage: 'The closing time must be after the opening time.' },
  tr: { errorMessage: 'Kapanış saati açılış saatinden sonra olmalıdır.' },
  ur: { errorMessage: 'بند ہونے کا وقت کھلنے کے وقت کے بعد ہونا چاہیے۔' },
});

const meta = {
  title: 'Design system/Forms/TimeField',
  component: TimeField,
  args: { ...localeArgs.ar, defaultValue: '09:30', onChange: fn() },
  argTypes: {
    hourCycle: { control: 'inline-radio', options: [12, 24] },
    isRequired: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
  },
  parameters: {
    localeArgs,
    // Shown at the width it has in a page, not across the whole canvas.
    frame: 'form',
    docs: {
      description: {
        component:
          'A time of day, typed hour and minute segment by segment (ArrowUp/ArrowDown change the focused segment, digits type over it). It shows the locale\'s clock (12-hour with ص/م in Arabic unless `hourCycle={24}`), but the value in and out is always the API\'s 24-hour `HH:MM` string (`timeFromHHMM` / `hhmmFromTime` convert). Used by WorkingHoursEditor. Instead: For a day use DatePicker; for a whole week of opening hours use WorkingHoursEditor.',
      },
    },
  },
} satisfies Meta<typeof TimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ args, canvasElement, globals }) => {
    await userEvent.tab();
    await expect(document.activeElement).toHaveAttribute('role', 'spinbutton');
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith('10:30');
    await expect(within(canvasElement).getByRole('group')).toHaveTextContent(numberIn(globals, 10));
  },
};

/** The 24-hour clock. */
export const TwentyFourHour: Story = {
  args: { hourCycle: 24, defaultValue: '21:00' },
  play: async ({ args, canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('group')).toHaveTextContent(numberIn(globals, 21));
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith('20:00');
  },
};

/** Under the pointer. */
export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group');
    await userEvent.hover(group);
    await expect(group).toHaveAttribute('data-hovered', 'true');
  },
};

/** With nothing to show. */
export const Empty: Story = { args: { defaultValue: null, ...closedDay.ar }, parameters: { localeArgs: closedDay } };

/** Invalid: the error message shown and tied to the field. */
export const Invalid: Story = { args: { isInvalid: true, ...closesBeforeOpening.ar }, parameters: { localeArgs: closesBeforeOpening } };

/** Disabled: dimmed and not operable. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    for (const segment of within(canvasElement).getAllByRole('spinbutton')) await expect(segment).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = { globals: { locale: 'tr' }, args: { label: 'Salonun hafta içi açılış saati' } };

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Opens at' },
  play: async ({ args, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await expect(within(canvasElement).getByRole('group')).toHaveTextContent(/9:30\W*AM/);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith('10:30');
  },
};
