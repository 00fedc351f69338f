import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Alert, alertTones, Button } from '../../design-system';
import { inLocale, messageOf, perLocale } from './support/sample';

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const localeArgs = perLocale({
  ar: { title: 'ساعات العمل', children: 'تُطبّق ساعات العمل الجديدة على الحجوزات من الأسبوع القادم.' },
  en: { title: 'Working hours', children: 'The new working hours apply to reservations from next week.' },
  tr: { title: 'Çalışma saatleri', children: 'Yeni çalışma saatleri gelecek haftadan itibaren rezervasyonlara uygulanır.' },
  ur: { title: 'اوقاتِ کار', children: 'نئے اوقاتِ کار اگلے ہفتے سے بکنگز پر لاگو ہوں گے۔' },
});

const text = perLocale({
  ar: { toneMessage: 'رسالة بنبرة', save: 'حفظ', saveFailed: 'تعذّر حفظ الخدمة.', saved: 'تم حفظ الخدمة.', unsaved: 'لم تُحفظ التغييرات', offline: 'انقطع الاتصال بالخادم.', retry: 'إعادة المحاولة' },
  en: { toneMessage: 'A message in the tone', save: 'Save', saveFailed: 'The service could not be saved.', saved: 'The service was saved.', unsaved: 'Changes not saved', offline: 'The connection to the server was lost.', retry: 'Try again' },
  tr: { toneMessage: 'Şu tonda bir mesaj:', save: 'Kaydet', saveFailed: 'Hizmet kaydedilemedi.', saved: 'Hizmet kaydedildi.', unsaved: 'Değişiklikler kaydedilmedi', offline: 'Sunucu bağlantısı kesildi.', retry: 'Yeniden dene' },
  ur: { toneMessage: 'اس لہجے میں پیغام', save: 'محفوظ کریں', saveFailed: 'سروس محفوظ نہیں ہو سکی۔', saved: 'سروس محفوظ ہو گئی۔', unsaved: 'تبدیلیاں محفوظ نہیں ہوئیں', offline: 'سرور سے رابطہ منقطع ہو گیا۔', retry: 'دوبارہ کوشش کریں' },
});

const meta = {
  title: 'Design system/Feedback/Alert',
  component: Alert,
  args: { tone: 'info', ...localeArgs.ar, live: false },
  argTypes: { tone: { control: 'inline-radio', options: alertTones } },
  parameters: {
    localeArgs,
    // Shown at the width it has in a page, not across the whole canvas.
    frame: 'panel',
    docs: {
      description: {
        component:
          'An inline message inside the content: a form that failed to save, a card that needs attention. Tone is carried by colour, icon and a spoken word, never by colour alone. Set `live` when the alert appears because of something the user just did: critical ones get `role="alert"` (interrupts), others `role="status"` (polite). Messages that are part of the page from the start are not live. For account-wide notices use Banner; for passing confirmations use Toast.',
      },
    },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(inLocale(localeArgs, globals).title)).toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

/** Every tone side by side. */
export const Tones: Story = {
  render: (args, { globals }) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {alertTones.map((tone) => (
        <Alert key={tone} {...args} tone={tone} title={undefined}>
          {inLocale(text, globals).toneMessage} {tone}
        </Alert>
      ))}
    </div>
  ),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    for (const tone of alertTones) await expect(canvas.getByText(`${messageOf(loaded, `ds.feedback.tone.${tone}`)}:`, { exact: false })).toBeInTheDocument();
  },
};

function LiveDemo({ tone, t }: { tone: 'critical' | 'positive'; t: (typeof text)['ar'] }) {
  const [shown, setShown] = useState(false);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Button onPress={() => setShown(true)}>{t.save}</Button>
      {shown && (
        <Alert tone={tone} live>
          {tone === 'critical' ? t.saveFailed : t.saved}
        </Alert>
      )}
    </div>
  );
}

/** A critical alert that appears later: announced at once as an alert. */
export const LiveCritical: Story = {
  render: (_args, { globals }) => <LiveDemo tone="critical" t={inLocale(text, globals)} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(inLocale(text, globals).saveFailed);
  },
};

/** A success message that appears later: announced politely. */
export const LivePositive: Story = {
  render: (_args, { globals }) => <LiveDemo tone="positive" t={inLocale(text, globals)} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    await expect(await canvas.findByRole('status')).toHaveTextContent(inLocale(text, globals).saved);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** With an action button beside the message. */
export const WithAction: Story = {
  args: { tone: 'critical' },
  render: (args, { globals }) => {
    const t = inLocale(text, globals);
    return <Alert {...args} title={t.unsaved} action={<Button size="small">{t.retry}</Button>}>{t.offline}</Alert>;
  },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('button', { name: inLocale(text, globals).retry })).toBeInTheDocument();
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  globals: { locale: 'ar' },
  args: {
    tone: 'caution',
    title: 'تنتهي باقة الاشتراك الخاصة بصالونك خلال ثلاثة أيام ولن تستقبل حجوزات جديدة بعدها',
    children: 'جدّد الباقة من صفحة الباقات قبل انتهائها حتى يستمر ظهور صالونك للعملاء ويستمر استقبال الحجوزات دون انقطاع.',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: {
    tone: 'caution',
    title: 'Abonelik paketinizin süresi üç gün içinde doluyor',
    children: 'Salonunuzun müşterilere görünmeye devam etmesi için paketi süresi dolmadan yenileyin.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Uyarı:', { exact: false })).toBeInTheDocument();
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { tone: 'positive', title: 'Working hours saved', children: 'They apply to reservations from next week.' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await expect(within(canvasElement).getByText('Success:', { exact: false })).toBeInTheDocument();
  },
};
