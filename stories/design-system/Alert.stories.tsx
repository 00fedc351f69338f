import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Alert, alertTones, Button } from '../../design-system';

const meta = {
  title: 'Design system/Feedback/Alert',
  component: Alert,
  args: { tone: 'info', title: 'ساعات العمل', children: 'تُطبّق ساعات العمل الجديدة على الحجوزات من الأسبوع القادم.', live: false },
  argTypes: { tone: { control: 'inline-radio', options: alertTones } },
  parameters: {
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('ساعات العمل')).toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

/** Every tone side by side. */
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {alertTones.map((tone) => (
        <Alert key={tone} {...args} tone={tone} title={undefined}>
          رسالة بنبرة {tone}
        </Alert>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const word of ['معلومة', 'تم بنجاح', 'تنبيه', 'خطأ']) await expect(canvas.getByText(`${word}:`, { exact: false })).toBeInTheDocument();
  },
};

function LiveDemo({ tone }: { tone: 'critical' | 'positive' }) {
  const [shown, setShown] = useState(false);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Button onPress={() => setShown(true)}>حفظ</Button>
      {shown && (
        <Alert tone={tone} live>
          {tone === 'critical' ? 'تعذّر حفظ الخدمة.' : 'تم حفظ الخدمة.'}
        </Alert>
      )}
    </div>
  );
}

/** A critical alert that appears later: announced at once as an alert. */
export const LiveCritical: Story = {
  render: () => <LiveDemo tone="critical" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('تعذّر حفظ الخدمة.');
  },
};

/** A success message that appears later: announced politely. */
export const LivePositive: Story = {
  render: () => <LiveDemo tone="positive" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    await expect(await canvas.findByRole('status')).toHaveTextContent('تم حفظ الخدمة.');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** With an action button beside the message. */
export const WithAction: Story = {
  args: { tone: 'critical', title: 'لم تُحفظ التغييرات', children: 'انقطع الاتصال بالخادم.', action: <Button size="small">إعادة المحاولة</Button> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
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
