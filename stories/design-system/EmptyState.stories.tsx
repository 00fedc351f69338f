import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, EmptyState } from '../../design-system';
import { inLocale, perLocale } from './support/sample';

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const localeArgs = perLocale({
  ar: { title: 'لا توجد حجوزات بعد', description: 'ستظهر هنا الحجوزات الجديدة فور أن يحجز العملاء مواعيدهم.' },
  en: { title: 'No reservations yet', description: 'New reservations appear here as soon as clients book.' },
  tr: { title: 'Henüz rezervasyon yok', description: 'Müşteriler randevu aldığında yeni rezervasyonlar burada görünür.' },
  ur: { title: 'ابھی کوئی بکنگ نہیں', description: 'کلائنٹس کے بک کرتے ہی نئی بکنگز یہاں نظر آئیں گی۔' },
});

const meta = {
  title: 'Design system/Feedback/EmptyState',
  component: EmptyState,
  args: {
    icon: 'calendar',
    ...localeArgs.ar,
    headingLevel: 2,
  },
  parameters: {
    localeArgs,
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
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: inLocale(localeArgs, globals).title })).toBeInTheDocument();
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

const onAdd = fn();
const noBarbers = perLocale({
  ar: { title: 'لم تُضف أي حلاق', description: 'أضف الحلاقين ليتمكن العملاء من اختيارهم عند الحجز.', action: <Button onPress={onAdd}>إضافة حلاق</Button> },
  en: { title: 'No barbers added', description: 'Add your barbers so clients can choose them when booking.', action: <Button onPress={onAdd}>Add a barber</Button> },
  tr: { title: 'Henüz berber eklenmedi', description: 'Müşterilerin rezervasyonda seçebilmesi için berberlerinizi ekleyin.', action: <Button onPress={onAdd}>Berber ekle</Button> },
  ur: { title: 'کوئی حجام شامل نہیں کیا گیا', description: 'حجام شامل کریں تاکہ کلائنٹس بکنگ کے وقت انہیں منتخب کر سکیں۔', action: <Button onPress={onAdd}>حجام شامل کریں</Button> },
});
const addBarber = perLocale({ ar: 'إضافة حلاق', en: 'Add a barber', tr: 'Berber ekle', ur: 'حجام شامل کریں' });
const noResults = perLocale({
  ar: { title: 'لا نتائج لـ «قص أطفال»', description: 'جرّب كلمة أخرى أو امسح عوامل التصفية.' },
  en: { title: 'No results for “kids’ haircut”', description: 'Try another word or clear the filters.' },
  tr: { title: '“Çocuk saç kesimi” için sonuç yok', description: 'Başka bir kelime deneyin veya filtreleri temizleyin.' },
  ur: { title: '«بچوں کی کٹنگ» کے لیے کوئی نتیجہ نہیں', description: 'کوئی اور لفظ آزمائیں یا فلٹرز صاف کریں۔' },
});

/** With an action to add the first item. */
export const WithAction: Story = {
  args: { icon: 'scissors', ...noBarbers.ar },
  parameters: { localeArgs: noBarbers },
  play: async ({ canvasElement, globals }) => {
    const button = within(canvasElement).getByRole('button', { name: inLocale(addBarber, globals) });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onAdd).toHaveBeenCalled();
  },
};

/** A search that found nothing. */
export const NoSearchResults: Story = {
  args: { icon: 'search', ...noResults.ar, headingLevel: 3 },
  parameters: { localeArgs: noResults },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3 })).toBeInTheDocument();
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  globals: { locale: 'ar' },
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
