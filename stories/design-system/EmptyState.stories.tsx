import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, EmptyState } from '../../design-system';

const meta = {
  title: 'Design system/Feedback/EmptyState',
  component: EmptyState,
  args: {
    icon: 'calendar',
    title: 'لا توجد حجوزات بعد',
    description: 'ستظهر هنا الحجوزات الجديدة فور أن يحجز العملاء مواعيدهم.',
    headingLevel: 2,
  },
  parameters: {
    // Shown at the width it has in a page, not across the whole canvas.
    frame: 'panel',
    docs: {
      description: {
        component:
          'What a list, table or page shows when it has nothing to show: an icon, a title, a sentence and, where it helps, the one action that fills it ("Add a barber"). Use it for "no results" after a search too (say what was searched). While data is loading show Skeletons, never an empty state; for failures use Alert. Accessibility: the title is a real heading (`headingLevel` keeps the page outline right); the icon is decorative.',
      },
    },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'لا توجد حجوزات بعد' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

const onAdd = fn();

/** With an action to add the first item. */
export const WithAction: Story = {
  args: {
    icon: 'scissors',
    title: 'لم تُضف أي حلاق',
    description: 'أضف الحلاقين ليتمكن العملاء من اختيارهم عند الحجز.',
    action: <Button onPress={onAdd}>إضافة حلاق</Button>,
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'إضافة حلاق' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onAdd).toHaveBeenCalled();
  },
};

/** A search that found nothing. */
export const NoSearchResults: Story = {
  args: { icon: 'search', title: 'لا نتائج لـ «قص أطفال»', description: 'جرّب كلمة أخرى أو امسح عوامل التصفية.', headingLevel: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3 })).toBeInTheDocument();
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  args: {
    title: 'لا توجد معاملات مالية مسجلة في محفظتك خلال الفترة المحددة من التقرير الشهري',
    description:
      'تظهر المعاملات هنا عند اكتمال الحجوزات أو عند تحويل الرصيد إلى حسابك البنكي أو عند استرداد مبلغ لأحد العملاء، ويمكنك تغيير الفترة من أعلى الصفحة.',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: { title: 'Seçilen dönemde cüzdanınızda kayıtlı hiçbir işlem bulunmuyor', description: 'Tamamlanan rezervasyonlar burada görünür.' },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { title: 'No reservations yet', description: 'New reservations appear here as soon as customers book.' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await expect(within(canvasElement).getByRole('heading', { name: 'No reservations yet' })).toBeInTheDocument();
  },
};
