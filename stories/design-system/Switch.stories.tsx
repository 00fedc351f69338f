import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Switch } from '../../design-system';
import { inLocale, perLocale } from './support/sample';

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const localeArgs = perLocale({ ar: { children: 'الصالون مفتوح للحجز' }, en: { children: 'Salon open for booking' }, tr: { children: 'Salon rezervasyona açık' }, ur: { children: 'سیلون بکنگ کے لیے کھلا ہے' } });
const newReservations = perLocale({
  ar: { children: 'إشعارات الحجوزات الجديدة', description: 'نرسل إشعارًا فوريًا عند كل حجز جديد.' },
  en: { children: 'New reservation notifications', description: 'We notify you at once of every new reservation.' },
  tr: { children: 'Yeni rezervasyon bildirimleri', description: 'Her yeni rezervasyonda anında bildirim göndeririz.' },
  ur: { children: 'نئی بکنگز کی اطلاعات', description: 'ہر نئی بکنگ پر ہم فوراً اطلاع بھیجتے ہیں۔' },
});
const needsBarber = perLocale({
  ar: { errorMessage: 'لا يمكن تفعيل الصالون قبل إضافة حلاق واحد على الأقل.' },
  en: { errorMessage: 'The salon cannot be opened before at least one barber is added.' },
  tr: { errorMessage: 'En az bir berber eklenmeden salon açılamaz.' },
  ur: { errorMessage: 'کم از کم ایک حجام شامل کیے بغیر سیلون فعال نہیں ہو سکتا۔' },
});

const meta = {
  title: 'Design system/Forms/Switch',
  component: Switch,
  args: { ...localeArgs.ar, onChange: fn() },
  argTypes: { isSelected: { control: 'boolean' }, isDisabled: { control: 'boolean' }, isInvalid: { control: 'boolean' } },
  parameters: {
    localeArgs,
    // Shown at the width it has in a page, not across the whole canvas.
    frame: 'form',
    docs: {
      description: {
        component:
          'A setting that is on or off and applies at once: salon active, day open in the working hours, receive notifications. It is a `switch` to assistive tech (announced "on"/"off"); Space toggles it. The knob moves towards the inline end when on, which is the left in Arabic. For a choice applied on submit use Checkbox; to press a view filter use ToggleButton.',
      },
    },
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

const thumbOf = (canvasElement: HTMLElement) => canvasElement.querySelector('label span[aria-hidden] > span')!;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const control = within(canvasElement).getByRole('switch', { name: inLocale(localeArgs, globals).children });
    const track = thumbOf(canvasElement).parentElement!;
    const before = thumbOf(canvasElement).getBoundingClientRect().left;
    await userEvent.click(within(canvasElement).getByText(inLocale(localeArgs, globals).children));
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    // On is towards the inline end: the left in Arabic.
    await waitFor(() => expect(thumbOf(canvasElement).getBoundingClientRect().left - track.getBoundingClientRect().left).toBeLessThan(4));
    await expect(thumbOf(canvasElement).getBoundingClientRect().left).toBeLessThan(before);
  },
};

/** Operated from the keyboard alone. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const control = within(canvasElement).getByRole('switch');
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await expect(control.closest('label')).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

/** Under the pointer. */
export const Hovered: Story = {
  play: async ({ canvasElement, globals }) => {
    const label = within(canvasElement).getByText(inLocale(localeArgs, globals).children).closest('label')!;
    await userEvent.hover(label);
    await expect(label).toHaveAttribute('data-hovered', 'true');
  },
};

/** Switched on. */
export const On: Story = { args: { defaultSelected: true } };

/** With a description under the label. */
export const WithDescription: Story = {
  args: { ...newReservations.ar },
  parameters: { localeArgs: newReservations },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('switch')).toHaveAccessibleDescription(inLocale(newReservations, globals).description);
  },
};

/** Invalid: the error message shown and tied to the field. */
export const Invalid: Story = {
  args: { isInvalid: true, ...needsBarber.ar },
  parameters: { localeArgs: needsBarber },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(inLocale(needsBarber, globals).errorMessage)).toBeVisible();
  },
};

/** Disabled: dimmed and not operable. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('switch')).toBeDisabled();
    await userEvent.click(within(canvasElement).getByText(inLocale(localeArgs, globals).children), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  globals: { locale: 'ar' },
  args: { children: 'السماح للعملاء بالحجز عبر الإنترنت في أوقات الاستراحة إذا وافق الحلاق على ذلك مسبقًا' },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = { globals: { locale: 'tr' }, args: { children: 'Müşterilerin çevrimiçi rezervasyon yapmasına izin ver' } };

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { children: 'Salon open for booking' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    const track = thumbOf(canvasElement).parentElement!;
    await userEvent.click(within(canvasElement).getByText('Salon open for booking'));
    // On is towards the inline end: the right in English.
    await waitFor(() => expect(track.getBoundingClientRect().right - thumbOf(canvasElement).getBoundingClientRect().right).toBeLessThan(4));
  },
};
