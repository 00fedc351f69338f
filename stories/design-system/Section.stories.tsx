import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Section, sectionAligns, sectionTones } from '../../design-system';
import { inLocale, perLocale } from './support/sample';

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const localeArgs = perLocale({
  ar: { eyebrow: 'لماذا موعد', title: 'كل ما يحتاجه صالونك في مكان واحد', description: 'الحجوزات والحلاقون والمحفظة والإشعارات في لوحة واحدة بالعربية أولًا.', children: <p style={{ margin: 0 }}>محتوى القسم</p> },
  en: { eyebrow: 'Why Mawid', title: 'Everything your salon needs in one place', description: 'Reservations, barbers, wallet and notifications on one dashboard, Arabic first.', children: <p style={{ margin: 0 }}>The section’s content</p> },
  tr: { eyebrow: 'Neden Mawid', title: 'Salonunuzun ihtiyaç duyduğu her şey tek bir yerde', description: 'Rezervasyonlar, berberler, cüzdan ve bildirimler tek panelde, önce Arapça.', children: <p style={{ margin: 0 }}>Bölümün içeriği</p> },
  ur: { eyebrow: 'موعد کیوں', title: 'آپ کے سیلون کی ہر ضرورت ایک ہی جگہ', description: 'بکنگز، حجام، والیٹ اور اطلاعات ایک ہی ڈیش بورڈ پر، عربی سب سے پہلے۔', children: <p style={{ margin: 0 }}>سیکشن کا مواد</p> },
});
const content = perLocale({ ar: 'محتوى القسم', en: 'The section’s content', tr: 'Bölümün içeriği', ur: 'سیکشن کا مواد' });

const meta = {
  title: 'Design system/Website/Section',
  component: Section,
  args: {
    ...localeArgs.ar,
    tone: 'default',
    align: 'start',
  },
  argTypes: { tone: { control: 'inline-radio', options: sectionTones }, align: { control: 'inline-radio', options: sectionAligns } },
  parameters: {
    localeArgs,
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'A band of a public page (about, why us, services, contact): full-width background, content held to the page\'s maximum width, an optional eyebrow, title and description. Use one per topic; for the opening band use Hero. Accessibility: a titled section is a region named by its heading (`headingLevel`, default 2); give `id` for in-page links.',
      },
    },
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const region = within(canvasElement).getByRole('region', { name: inLocale(localeArgs, globals).title });
    await expect(within(region).getByRole('heading', { level: 2 })).toBeInTheDocument();
    await expect(region).toHaveTextContent(inLocale(content, globals));
  },
};

/** Every tone side by side. */
export const Tones: Story = {
  render: (args) => (
    <>
      {sectionTones.map((tone) => (
        <Section key={tone} {...args} tone={tone} title={`${args.title} (${tone})`} />
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('region')).toHaveLength(sectionTones.length);
  },
};

/** Content centred. */
export const Centered: Story = {
  args: { align: 'center', id: 'why-us' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('#why-us')).not.toBeNull();
    await expect(getComputedStyle(within(canvasElement).getByRole('heading')).textAlign).toBe('center');
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  globals: { locale: 'ar' },
  args: { title: 'منصة متكاملة لإدارة صالونات الحلاقة الرجالية ومراكز التجميل النسائية في جميع مدن المملكة العربية السعودية' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region');
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth + 1);
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: { eyebrow: 'Neden Mawid', title: 'Salonunuzun ihtiyaç duyduğu her şey tek bir yerde', description: 'Rezervasyonlar, berberler, cüzdan ve bildirimler tek panelde.' },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { eyebrow: 'Why Mawid', title: 'Everything your salon needs in one place', description: 'Reservations, barbers, wallet and notifications on one dashboard.' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await expect(within(canvasElement).getByRole('region', { name: 'Everything your salon needs in one place' })).toBeInTheDocument();
  },
};
