import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, TOAST_TIMEOUT_MS, ToastRegion, createToastQueue, createToaster, toastTones, type ToastTone } from '../../design-system';

// Each story file gets its own queue so the app's shared one stays untouched.
const queue = createToastQueue();
const toaster = createToaster(queue);

interface ToastDemoProps {
  tone: ToastTone;
  message: string;
  title?: string;
  buttonLabel?: string;
}

function ToastDemo({ tone, message, title, buttonLabel = 'أظهر الإشعار' }: ToastDemoProps) {
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

const meta = {
  title: 'Design system/Feedback/Toast',
  component: ToastDemo,
  args: { tone: 'positive', message: 'تم حفظ بيانات الصالون' },
  argTypes: { tone: { control: 'inline-radio', options: toastTones } },
  beforeEach: () => {
    queue.clear();
  },
  parameters: {
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
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'أظهر الإشعار' }));
    const alert = await body.findByRole('alert');
    await expect(alert).toHaveTextContent('تم حفظ بيانات الصالون');
    await expect(body.getByRole('region', { name: 'الإشعارات' })).toBeInTheDocument();
  },
};

/** Every tone side by side. */
export const Tones: Story = {
  render: () => (
    <>
      {toastTones.map((tone) => (
        <Button key={tone} tone="neutral" onPress={() => toaster.show(tone, `رسالة بنبرة ${tone}`)}>
          {tone}
        </Button>
      ))}
      <ToastRegion queue={queue} />
    </>
  ),
  play: async ({ canvasElement }) => {
    for (const tone of toastTones) await userEvent.click(within(canvasElement).getByRole('button', { name: tone }));
    const toasts = await body.findAllByRole('alertdialog');
    await expect(toasts).toHaveLength(toastTones.length);
    // Newest on top: the last button pressed is the first toast, and it sits highest on screen.
    await expect(toasts[0]).toHaveTextContent(`رسالة بنبرة ${toastTones.at(-1)}`);
    await expect(toasts[0]!.getBoundingClientRect().top).toBeLessThan(toasts[1]!.getBoundingClientRect().top);
    await expect(toasts[0]).toHaveTextContent('تنبيه');
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

/** A toast closing by itself after its time. */
export const DisappearsAfterTimeout: Story = {
  args: { tone: 'info', message: 'تمت مزامنة المواعيد' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(await body.findByRole('alert')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, TOAST_TIMEOUT_MS - 800));
    await expect(body.getByRole('alert')).toBeInTheDocument();
    await waitFor(() => expect(body.queryByRole('alert')).not.toBeInTheDocument(), { timeout: 2000 });
  },
};

/** Its timer paused under the pointer. */
export const PausesOnHover: Story = {
  args: { tone: 'critical', message: 'تعذّر إرسال الرمز' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const toast = await body.findByRole('alertdialog');
    await userEvent.hover(toast);
    await new Promise((resolve) => setTimeout(resolve, TOAST_TIMEOUT_MS + 500));
    await expect(body.getByRole('alert')).toHaveTextContent('تعذّر إرسال الرمز');
    await userEvent.unhover(toast);
    await waitFor(() => expect(body.queryByRole('alert')).not.toBeInTheDocument(), { timeout: TOAST_TIMEOUT_MS + 1000 });
  },
};

/** Closed from the keyboard. */
export const KeyboardDismiss: Story = {
  args: { tone: 'caution', message: 'تنتهي باقتك خلال ثلاثة أيام' },
  play: async ({ canvasElement }) => {
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
    await expect(body.getByRole('button', { name: 'إغلاق الإشعار' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** With a title above the message. */
export const WithTitle: Story = {
  args: { tone: 'critical', title: 'لم يُحفظ الحجز', message: 'الحلاق مشغول في هذا الوقت. اختر وقتًا آخر.' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const toast = await body.findByRole('alertdialog', { name: 'لم يُحفظ الحجز' });
    await expect(toast).toHaveAccessibleDescription('الحلاق مشغول في هذا الوقت. اختر وقتًا آخر.');
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
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
