import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FeatureGrid, featureGridColumns, type Feature } from '../../design-system';
import { mapLocales, perLocale } from './support/sample';

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const features = perLocale<Feature[]>({
  ar: [
    { icon: 'calendar', title: 'حجوزات على مدار الساعة', text: 'يحجز عملاؤك في أي وقت، وتصلك الإشعارات فورًا.' },
    { icon: 'users', title: 'إدارة الحلاقين', text: 'أوقات عمل لكل حلاق وخدمات يقدمها وفترات راحة.' },
    { icon: 'wallet', title: 'محفظة وسحب', text: 'أرباحك في محفظة واضحة تسحبها إلى حسابك البنكي.' },
    { icon: 'bell', title: 'تذكير العملاء', text: 'رسائل تذكير تقلل المواعيد الفائتة.' },
    { icon: 'chart', title: 'تقارير', text: 'إيراداتك وحجوزاتك يومًا بيوم.' },
    { icon: 'globe', title: 'أربع لغات', text: 'العربية والإنجليزية والتركية والأردية.' },
  ],
  en: [
    { icon: 'calendar', title: 'Bookings around the clock', text: 'Your clients book any time, and you are notified at once.' },
    { icon: 'users', title: 'Barber management', text: 'Working hours, services and breaks for each barber.' },
    { icon: 'wallet', title: 'Wallet and withdrawals', text: 'Your earnings in a clear wallet, withdrawn to your bank account.' },
    { icon: 'bell', title: 'Client reminders', text: 'Reminder messages that cut missed appointments.' },
    { icon: 'chart', title: 'Reports', text: 'Your revenue and reservations day by day.' },
    { icon: 'globe', title: 'Four languages', text: 'Arabic, English, Turkish and Urdu.' },
  ],
  tr: [
    { icon: 'calendar', title: 'Günün her saatinde rezervasyon', text: 'Müşterileriniz istedikleri zaman rezervasyon yapar, bildirimler anında size ulaşır.' },
    { icon: 'users', title: 'Berber yönetimi', text: 'Her berber için çalışma saatleri, hizmetler ve molalar.' },
    { icon: 'wallet', title: 'Cüzdan ve para çekme', text: 'Kazancınız, banka hesabınıza çekebileceğiniz açık bir cüzdanda.' },
    { icon: 'bell', title: 'Müşteri hatırlatmaları', text: 'Kaçırılan randevuları azaltan hatırlatma mesajları.' },
    { icon: 'chart', title: 'Raporlar', text: 'Gün gün geliriniz ve rezervasyonlarınız.' },
    { icon: 'globe', title: 'Dört dil', text: 'Arapça, İngilizce, Türkçe ve Urduca.' },
  ],
  ur: [
    { icon: 'calendar', title: 'چوبیس گھنٹے بکنگ', text: 'آپ کے کلائنٹس کسی بھی وقت بک کرتے ہیں اور آپ کو فوراً اطلاع ملتی ہے۔' },
    { icon: 'users', title: 'حجاموں کا انتظام', text: 'ہر حجام کے اوقاتِ کار، خدمات اور وقفے۔' },
    { icon: 'wallet', title: 'والیٹ اور رقم نکالنا', text: 'آپ کی کمائی ایک واضح والیٹ میں، جسے آپ اپنے بینک اکاؤنٹ میں نکال سکتے ہیں۔' },
    { icon: 'bell', title: 'کلائنٹس کو یاد دہانی', text: 'یاد دہانی کے پیغامات جو چھوٹی ہوئی ملاقاتیں کم کرتے ہیں۔' },
    { icon: 'chart', title: 'رپورٹس', text: 'آپ کی آمدنی اور بکنگز دن بہ دن۔' },
    { icon: 'globe', title: 'چار زبانیں', text: 'عربی، انگریزی، ترکی اور اردو۔' },
  ],
});
const localeArgs = mapLocales(features, (list) => ({ features: list }));
const firstFour = mapLocales(features, (list) => ({ features: list.slice(0, 4) }));

const meta = {
  title: 'Design system/Website/FeatureGrid',
  component: FeatureGrid,
  args: { ...localeArgs.ar, columns: 3 },
  argTypes: { columns: { control: 'inline-radio', options: featureGridColumns } },
  parameters: {
    localeArgs,
    docs: {
      description: {
        component:
          'Selling points on the public website as cards: an icon, a short title, one sentence. One column on phones, two from 600 px, up to `columns` from 1000 px. Put it inside a Section, whose h2 the feature titles (h3) sit under. For data use Card or StatCard. Accessibility: a list, so screen readers say how many points there are; icons are decorative.',
      },
    },
  },
} satisfies Meta<typeof FeatureGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(features.ar.length);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(features.ar.length);
    // Three columns on a wide screen: the first three cards share a row.
    const [a, b, c, d] = canvas.getAllByRole('listitem');
    await expect(a!.getBoundingClientRect().top).toBeCloseTo(c!.getBoundingClientRect().top, 0);
    await expect(d!.getBoundingClientRect().top).toBeGreaterThan(a!.getBoundingClientRect().top);
    // In Arabic the first card is on the right.
    await expect(a!.getBoundingClientRect().left).toBeGreaterThan(b!.getBoundingClientRect().left);
  },
};

/** Two columns of features. */
export const TwoColumns: Story = { args: { columns: 2, ...firstFour.ar }, parameters: { localeArgs: firstFour } };

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  globals: { locale: 'ar' },
  args: { features: [{ icon: 'shield', title: 'حماية بيانات العملاء وفق أعلى معايير الأمان المعتمدة في المملكة العربية السعودية', text: 'تُحفظ البيانات مشفرة ولا يصل إليها إلا أصحاب الصلاحية في الصالون، مع سجل كامل لكل عملية دخول وتعديل.' }] },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('listitem');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: { features: [{ icon: 'calendar', title: 'Günün her saatinde çevrimiçi rezervasyon', text: 'Müşterileriniz istedikleri zaman randevu alır, bildirimler anında size ulaşır.' }] },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { features: [{ icon: 'calendar', title: 'Bookings around the clock', text: 'Customers book any time; you are notified at once.' }, { icon: 'wallet', title: 'Wallet and withdrawals', text: 'Earnings in a clear wallet, withdrawn to your bank.' }] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    const [a, b] = within(canvasElement).getAllByRole('listitem');
    await expect(a!.getBoundingClientRect().left).toBeLessThan(b!.getBoundingClientRect().left);
  },
};
