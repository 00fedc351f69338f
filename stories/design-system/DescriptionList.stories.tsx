import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DescriptionList } from '../../design-system';
import { inLocale, perLocale } from './support/sample';

const phone = <span dir="ltr">+966 50 000 0001</span>;

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const localeArgs = perLocale({
  ar: { items: [{ term: 'العميل', detail: 'سعد القحطاني' }, { term: 'الجوال', detail: phone }, { term: 'الخدمة', detail: 'قص شعر وتهذيب لحية' }, { term: 'الحلاق', detail: 'خالد' }] },
  en: { items: [{ term: 'Client', detail: 'Saad Alqahtani' }, { term: 'Mobile', detail: phone }, { term: 'Service', detail: 'Haircut and beard trim' }, { term: 'Barber', detail: 'Khalid' }] },
  tr: { items: [{ term: 'Müşteri', detail: 'Saad Alqahtani' }, { term: 'Cep telefonu', detail: phone }, { term: 'Hizmet', detail: 'Saç kesimi ve sakal düzeltme' }, { term: 'Berber', detail: 'Halid' }] },
  ur: { items: [{ term: 'کلائنٹ', detail: 'سعد القحطانی' }, { term: 'موبائل', detail: phone }, { term: 'سروس', detail: 'بال کٹوائی اور داڑھی کی تراش' }, { term: 'حجام', detail: 'خالد' }] },
});

const meta = {
  title: 'Design system/Data/DescriptionList',
  component: DescriptionList,
  args: { ...localeArgs.ar },
  parameters: {
    localeArgs,
    docs: {
      description: {
        component:
          'Label/value pairs as an HTML description list: the details of a reservation, a bank account, a profile. Term and detail sit side by side when the list has 600 px or more of its own width, one under the other when narrower (a phone, a narrow card). For many records with the same fields use Table. Accessibility: real `dl`/`dt`/`dd`, so screen readers announce the pairs; write phone numbers and IBANs inside `dir="ltr"`.',
      },
    },
  },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const terms = canvasElement.querySelectorAll('dt');
    await expect(terms).toHaveLength(4);
    await expect(terms[0]!.nextElementSibling).toHaveTextContent(String(inLocale(localeArgs, globals).items[0]!.detail));
    // Wide enough: term and detail on one line (side by side, not stacked; their text shares a
    // baseline, so their boxes' tops may differ by the fonts' sizes).
    const term = terms[0]!.getBoundingClientRect();
    const detail = terms[0]!.nextElementSibling!.getBoundingClientRect();
    await expect(detail.top).toBeLessThan(term.bottom);
    await expect(term.top).toBeLessThan(detail.bottom);
  },
};

/** In a narrow column: terms above their values. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const term = canvasElement.querySelector('dt')!;
    await expect(term.nextElementSibling!.getBoundingClientRect().top).toBeGreaterThan(term.getBoundingClientRect().top);
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  globals: { locale: 'ar' },
  args: {
    items: [
      { term: 'ملاحظات العميل الخاصة بالموعد', detail: 'يرجى تجهيز الكرسي القريب من النافذة وعدم استخدام أي منتجات تحتوي على عطور لأن العميل يعاني من حساسية شديدة تجاهها' },
    ],
  },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl')!;
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth + 1);
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: { items: [{ term: 'Müşterinin randevuyla ilgili özel notları', detail: 'Lütfen pencereye yakın koltuğu hazırlayın ve parfümlü ürün kullanmayın' }] },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { items: [{ term: 'Customer', detail: 'Saad Alqahtani' }, { term: 'Service', detail: 'Haircut' }] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await expect(within(canvasElement).getByText('Customer').tagName).toBe('DT');
  },
};
