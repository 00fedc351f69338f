import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, Hero } from '../../design-system';
import { inLocale, mapLocales, perLocale } from './support/sample';

const picture =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 420"><rect width="640" height="420" fill="#f1eaf9"/><rect x="60" y="60" width="520" height="300" rx="24" fill="#ffffff"/><rect x="100" y="110" width="200" height="24" rx="12" fill="#6b3fa0"/><rect x="100" y="160" width="440" height="16" rx="8" fill="#d5d9df"/><rect x="100" y="196" width="380" height="16" rx="8" fill="#d5d9df"/><rect x="100" y="260" width="140" height="48" rx="12" fill="#6b3fa0"/></svg>',
  );
const onStart = fn();

const actions = (start: string, more: string) => (
  <>
    <Button size="large" onPress={onStart}>
      {start}
    </Button>
    <Button size="large" tone="neutral">
      {more}
    </Button>
  </>
);

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const text = perLocale({
  ar: { title: 'احجز موعدك في صالونك المفضل بخطوات بسيطة', subtitle: 'موعد يجمع الحجوزات والحلاقين والمدفوعات في لوحة واحدة لأصحاب الصالونات.', start: 'ابدأ تجربتك المجانية', more: 'تعرّف أكثر', alt: 'لوحة تحكم موعد تعرض حجوزات اليوم' },
  en: { title: 'Book your favourite salon in a few simple steps', subtitle: 'Mawid brings reservations, barbers and payments together on one dashboard for salon owners.', start: 'Start your free trial', more: 'Learn more', alt: "The Mawid dashboard showing today's reservations" },
  tr: { title: 'Favori salonunuzda randevunuzu birkaç basit adımda alın', subtitle: 'Mawid; rezervasyonları, berberleri ve ödemeleri salon sahipleri için tek bir panelde toplar.', start: 'Ücretsiz denemenizi başlatın', more: 'Daha fazla bilgi', alt: 'Bugünün rezervasyonlarını gösteren Mawid paneli' },
  ur: { title: 'اپنے پسندیدہ سیلون میں چند آسان مراحل میں وقت بک کریں', subtitle: 'موعد سیلون مالکان کے لیے بکنگز، حجام اور ادائیگیاں ایک ہی ڈیش بورڈ پر جمع کرتا ہے۔', start: 'اپنا مفت ٹرائل شروع کریں', more: 'مزید جانیں', alt: 'موعد کا ڈیش بورڈ آج کی بکنگز دکھاتے ہوئے' },
});
const localeArgs = mapLocales(text, (t) => ({ title: t.title, subtitle: t.subtitle, actions: actions(t.start, t.more), image: { src: picture, alt: t.alt, width: 640, height: 420 } }));

const meta = {
  title: 'Design system/Website/Hero',
  component: Hero,
  args: {
    ...localeArgs.ar,
  },
  parameters: {
    localeArgs,
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The opening band of a public page: the page\'s main heading, a subtitle, calls to action and a picture. Text first in reading order; the picture beside it from 800 px, under it on phones. Use once per page, at the top; for later bands use Section. Accessibility: the title is the page\'s h1 by default; the picture needs `alt` describing it, or an empty `alt` when decorative.',
      },
    },
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    onStart.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: inLocale(text, globals).title })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: inLocale(text, globals).alt })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: inLocale(text, globals).start }));
    await expect(onStart).toHaveBeenCalledTimes(1);
  },
};

/** Focused from the keyboard: the focus ring shows. */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement, globals }) => {
    onStart.mockClear();
    await userEvent.tab();
    const main = within(canvasElement).getByRole('button', { name: inLocale(text, globals).start });
    await expect(main).toHaveFocus();
    await expect(main).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(onStart).toHaveBeenCalledTimes(1);
  },
};

/** Without an image. */
export const WithoutImage: Story = {
  args: { image: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  globals: { locale: 'ar' },
  args: { title: 'منصة موعد لإدارة الحجوزات والحلاقين والمحافظ والباقات والإشعارات الفورية لجميع صالونات الحلاقة الرجالية في المملكة' },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth + 1);
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: { title: 'Favori kuaförünüzde randevunuzu birkaç basit adımda ayırtın', subtitle: 'Mawid; rezervasyonları, berberleri ve ödemeleri salon sahipleri için tek bir panelde toplar.', actions: undefined },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { title: 'Book your favourite salon in a few steps', subtitle: 'Mawid brings reservations, barbers and payments together.', actions: <Button size="large">Start your free trial</Button>, image: { src: picture, alt: 'The Mawid dashboard showing today’s reservations' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Book your favourite salon in a few steps' })).toBeInTheDocument();
  },
};
