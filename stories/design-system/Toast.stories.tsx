import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, TOAST_TIMEOUT_MS, ToastRegion, createToastQueue, createToaster, toastTones, type ToastTone } from '../../design-system';
import { inLocale, messageOf, perLocale } from './support/sample';

// Each story file gets its own queue so the app's shared one stays untouched.
const queue = createToastQueue();
const toaster = createToaster(queue);

interface ToastDemoProps {
  tone: ToastTone;
  message: string;
  title?: string;
  buttonLabel: string;
}

function ToastDemo({ tone, message, title, buttonLabel }: ToastDemoProps) {
  return (
    <>
      <Button tone="neutral" onPress={() => toaster.show(tone, message, { title })}>
        {buttonLabel}
      </Button>
      <ToastRegion queue={queue} />
    </>
  );
}

const body = within(document.body);

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const localeArgs = perLocale({
  ar: { message: 'تم حفظ بيانات الصالون', buttonLabel: 'أظهر الإشعار' },
  en: { message: 'The salon’s details were saved', buttonLabel: 'Show toast' },
  tr: { message: 'Salon bilgileri kaydedildi', buttonLabel: 'Bildirimi göster' },
  ur: { message: 'سیلون کی تفصیلات محفوظ ہو گئیں', buttonLabel: 'اطلاع دکھائیں' },
});
const toneMessage = perLocale({ ar: 'رسالة بنبرة', en: 'A message in the tone', tr: 'Şu tonda bir mesaj:', ur: 'اس لہجے میں پیغام' });
const synced = perLocale({ ar: { message: 'تمت مزامنة المواعيد' }, en: { message: 'Appointments synced' }, tr: { message: 'Randevular eşitlendi' }, ur: { message: 'ملاقاتیں ہم آہنگ ہو گئیں' } });
const codeFailed = perLocale({ ar: { message: 'تعذّر إرسال الرمز' }, en: { message: 'The code could not be sent' }, tr: { message: 'Kod gönderilemedi' }, ur: { message: 'کوڈ نہیں بھیجا جا سکا' } });
const packageEnding = perLocale({ ar: { message: 'تنتهي باقتك خلال ثلاثة أيام' }, en: { message: 'Your package ends in three days' }, tr: { message: 'Paketiniz üç gün içinde sona eriyor' }, ur: { message: 'آپ کا پیکج تین دن میں ختم ہو رہا ہے' } });
const notSaved = perLocale({
  ar: { title: 'لم يُحفظ الحجز', message: 'الحلاق مشغول في هذا الوقت. اختر وقتًا آخر.' },
  en: { title: 'Reservation not saved', message: 'The barber is busy at this time. Choose another time.' },
  tr: { title: 'Rezervasyon kaydedilmedi', message: 'Berber bu saatte meşgul. Başka bir saat seçin.' },
  ur: { title: 'بکنگ محفوظ نہیں ہوئی', message: 'حجام اس وقت مصروف ہے۔ کوئی اور وقت منتخب کریں۔' },
});

const meta = {
  title: 'Design system/Feedback/Toast',
  component: ToastDemo,
  args: { tone: 'positive', ...localeArgs.ar },
  argTypes: { tone: { control: 'inline-radio', options: toastTones } },
  beforeEach: () => {
    queue.clear();
  },
  parameters: {
    localeArgs,
    docs: {
      description: {
        component:
          'A short message about something that just happened ("Saved", "Could not send the code"). Mount `<ToastRegion />` once near the root; call `toast.positive(message)`, `toast.critical(message)`, `toast.info(...)`, `toast.caution(...)` from anywhere, including non-React code such as the API client. Toasts appear top centre, newest on top, and leave after `TOAST_TIMEOUT_MS` (3000 ms); the timer pauses while the pointer is over a toast or focus is inside the region. Do not put the only copy of important information in a toast: use an Alert in the page or a Banner for lasting states. Accessibility: each toast is announced (`role="alert"`) with its tone spoken as a word; F6 or Tab reaches the region; the close button is named in the current language.',
      },
    },
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ canvasElement, globals, loaded }) => {
    const { buttonLabel, message } = inLocale(localeArgs, globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: buttonLabel }));
    const alert = await body.findByRole('alert');
    await expect(alert).toHaveTextContent(message);
    await expect(body.getByRole('region', { name: messageOf(loaded, 'ds.feedback.toast.region') })).toBeInTheDocument();
  },
};

/** Every tone side by side. */
export const Tones: Story = {
  render: (_args, { globals }) => (
    <>
      {toastTones.map((tone) => (
        <Button key={tone} tone="neutral" onPress={() => toaster.show(tone, `${inLocale(toneMessage, globals)} ${tone}`)}>
          {tone}
        </Button>
      ))}
      <ToastRegion queue={queue} />
    </>
  ),
  play: async ({ canvasElement, globals, loaded }) => {
    for (const tone of toastTones) await userEvent.click(within(canvasElement).getByRole('button', { name: tone }));
    const toasts = await body.findAllByRole('alertdialog');
    await expect(toasts).toHaveLength(toastTones.length);
    // Newest on top: the last button pressed is the first toast, and it sits highest on screen.
    await expect(toasts[0]).toHaveTextContent(`${inLocale(toneMessage, globals)} ${toastTones.at(-1)}`);
    await expect(toasts[0]!.getBoundingClientRect().top).toBeLessThan(toasts[1]!.getBoundingClientRect().top);
    await expect(toasts[0]).toHaveTextContent(messageOf(loaded, `ds.feedback.tone.${toastTones.at(-1)}`));
  },
};

/** Toasts at the top centre. */
export const TopCentre: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const toast = await body.findByRole('alertdialog');
    const rect = toast.getBoundingClientRect();
    await expect(Math.abs(rect.left + rect.width / 2 - window.innerWidth / 2)).toBeLessThan(2);
    await expect(rect.top).toBeLessThan(40);
  },
};

/** A toast closing by itself after its time (3,000 ms), at the top centre: seen to appear, seen to go, and the time between measured. */
export const DisappearsAfterTimeout: Story = {
  args: { tone: 'info', ...synced.ar },
  parameters: { localeArgs: synced },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const toast = await body.findByRole('alertdialog');
    const shownAt = performance.now();
    const rect = toast.getBoundingClientRect();
    await expect(Math.abs(rect.left + rect.width / 2 - window.innerWidth / 2)).toBeLessThan(2);
    await expect(rect.top).toBeLessThan(40);
    // No fixed wait: the toast is watched until it goes, then the time it stayed is checked.
    await waitFor(() => expect(body.queryByRole('alert')).not.toBeInTheDocument(), { timeout: TOAST_TIMEOUT_MS + 2000, interval: 50 });
    const stayed = performance.now() - shownAt;
    await expect(stayed).toBeGreaterThanOrEqual(TOAST_TIMEOUT_MS - 100);
    await expect(stayed).toBeLessThan(TOAST_TIMEOUT_MS + 1500);
  },
};

/** Its timer paused under the pointer. */
export const PausesOnHover: Story = {
  args: { tone: 'critical', ...codeFailed.ar },
  parameters: { localeArgs: codeFailed },
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const toast = await body.findByRole('alertdialog');
    await userEvent.hover(toast);
    await new Promise((resolve) => setTimeout(resolve, TOAST_TIMEOUT_MS + 500));
    await expect(body.getByRole('alert')).toHaveTextContent(inLocale(codeFailed, globals).message);
    await userEvent.unhover(toast);
    await waitFor(() => expect(body.queryByRole('alert')).not.toBeInTheDocument(), { timeout: TOAST_TIMEOUT_MS + 1000 });
  },
};

/** Closed from the keyboard. */
export const KeyboardDismiss: Story = {
  args: { tone: 'caution', ...packageEnding.ar },
  parameters: { localeArgs: packageEnding },
  play: async ({ canvasElement, loaded }) => {
    const trigger = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const toast = await body.findByRole('alertdialog');
    await userEvent.tab();
    await expect(toast).toHaveFocus();
    await expect(toast).toHaveAttribute('data-focus-visible', 'true');
    // Focus inside the region pauses the timer.
    await new Promise((resolve) => setTimeout(resolve, TOAST_TIMEOUT_MS + 300));
    await expect(toast).toBeInTheDocument();
    await userEvent.tab();
    await expect(body.getByRole('button', { name: messageOf(loaded, 'ds.feedback.toast.close') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** With a title above the message. */
export const WithTitle: Story = {
  args: { tone: 'critical', ...notSaved.ar },
  parameters: { localeArgs: notSaved },
  play: async ({ canvasElement, globals }) => {
    const { title, message } = inLocale(notSaved, globals);
    await userEvent.click(within(canvasElement).getByRole('button'));
    const toast = await body.findByRole('alertdialog', { name: title });
    await expect(toast).toHaveAccessibleDescription(message);
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  globals: { locale: 'ar' },
  args: {
    tone: 'critical',
    message: 'تعذّر الاتصال بالخادم لإتمام عملية الحجز، يُرجى التحقق من اتصالك بالإنترنت ثم المحاولة مرة أخرى بعد لحظات قليلة',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const toast = await body.findByRole('alertdialog');
    await expect(toast.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(toast.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: {
    tone: 'positive',
    buttonLabel: 'Bildirimi göster',
    message: 'Rezervasyonunuz başarıyla onaylandı ve müşteriye randevu ayrıntılarını içeren bir kısa mesaj gönderildi',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(await body.findByRole('alert')).toHaveTextContent('Başarılı');
    await expect(body.getByRole('button', { name: 'Bildirimi kapat' })).toBeInTheDocument();
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { tone: 'positive', message: 'Salon saved', buttonLabel: 'Show toast' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    await expect(await body.findByRole('alert')).toHaveTextContent('Success: Salon saved');
    await expect(body.getByRole('region', { name: 'Notifications' })).toHaveAttribute('dir', 'ltr');
    await userEvent.click(body.getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(body.queryByRole('alert')).not.toBeInTheDocument());
  },
};
