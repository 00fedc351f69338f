import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Box, vars } from '../../design-system';
import { inLocale, perLocale } from './support/sample';

const spaces = Object.keys(vars.space);
const backgrounds = ['surface', 'raised', 'sunken', 'brandSoft', 'positiveSoft', 'cautionSoft', 'criticalSoft', 'infoSoft'];

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const localeArgs = perLocale({
  ar: { children: 'صندوق بمسافات داخلية على الخصائص المنطقية' },
  en: { children: 'A box with logical padding' },
  tr: { children: 'Mantıksal iç boşluklu bir kutu' },
  ur: { children: 'منطقی اندرونی فاصلوں والا ڈبہ' },
});
const summary = perLocale({
  ar: { 'aria-label': 'ملخص اليوم', children: 'ملخص اليوم: ١٢ حجزًا' },
  en: { 'aria-label': "Today's summary", children: "Today's summary: 12 reservations" },
  tr: { 'aria-label': 'Günün özeti', children: 'Günün özeti: 12 rezervasyon' },
  ur: { 'aria-label': 'آج کا خلاصہ', children: 'آج کا خلاصہ: ۱۲ بکنگز' },
});
const responsive = perLocale({
  ar: { children: 'صندوق بمسافة تتغير مع عرض الشاشة' },
  en: { children: 'A box whose padding follows the screen width' },
  tr: { children: 'İç boşluğu ekran genişliğine göre değişen bir kutu' },
  ur: { children: 'ایسا ڈبہ جس کا فاصلہ اسکرین کی چوڑائی کے ساتھ بدلتا ہے' },
});

const meta = {
  title: 'Design system/Layout/Box',
  component: Box,
  args: {
    ...localeArgs.ar,
    paddingInlineStart: 'xlarge',
    paddingInlineEnd: 'none',
    paddingY: 'medium',
    background: 'brandSoft',
    borderRadius: 'medium',
  },
  argTypes: {
    paddingInlineStart: { control: 'select', options: spaces },
    paddingInlineEnd: { control: 'select', options: spaces },
    paddingY: { control: 'select', options: spaces },
    background: { control: 'select', options: backgrounds },
    borderRadius: { control: 'select', options: Object.keys(vars.radius) },
  },
  parameters: {
    localeArgs,
    docs: {
      description: {
        component:
          'The layout atom: any element (`as`) with theme-bound style props (sprinkles). Spacing props are logical: `paddingInlineStart` is the right side in Arabic and Urdu and the left side in English and Turkish, so one layout serves both directions. Responsive values take an array or an object per breakpoint (`{ base: "small", lg: "large" }`). Reach for Stack, Inline and Columns first; use Box for a one-off panel. Box adds no semantics: pick the right element with `as`.',
      },
    },
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement, text: string) => within(canvasElement).getByText(text);

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const style = getComputedStyle(box(canvasElement, inLocale(localeArgs, globals).children));
    // Inline start is the right edge in Arabic. (waitFor: the story's stylesheet may still be loading.)
    await waitFor(() => expect(style.paddingRight).toBe('24px'));
    await expect(style.paddingLeft).toBe('0px');
    await expect(style.paddingTop).toBe('12px');
  },
};

/** Rendered as a section element. */
export const AsSection: Story = {
  args: { as: 'section', ...summary.ar },
  parameters: { localeArgs: summary },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('region', { name: inLocale(summary, globals)['aria-label'] })).toBeInTheDocument();
  },
};

/** Padding that changes from phone to desktop. */
export const Responsive: Story = {
  args: { paddingX: { base: 'small', lg: 'xxlarge' } as never, paddingInlineStart: undefined, paddingInlineEnd: undefined, ...responsive.ar },
  parameters: { localeArgs: responsive },
  play: async ({ canvasElement, globals }) => {
    await waitFor(() => expect(parseFloat(getComputedStyle(box(canvasElement, inLocale(responsive, globals).children)).paddingRight)).toBe(window.innerWidth >= 1000 ? 32 : 8));
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  globals: { locale: 'ar' },
  args: {
    children:
      'صندوق يحتوي على نص عربي طويل جدًا لاختبار الالتفاف داخل المساحة المتاحة دون أن يتجاوز حدود الحاوية أو يسبب تمريرًا أفقيًا في الصفحة على الهواتف',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: { children: 'Mantıksal özelliklerle iç boşlukları ayarlanmış, uzun Türkçe metin içeren bir kutu' },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { children: 'A box with logical padding' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    const style = getComputedStyle(box(canvasElement, 'A box with logical padding'));
    // Inline start is the left edge in English.
    await waitFor(() => expect(style.paddingLeft).toBe('24px'));
    await expect(style.paddingRight).toBe('0px');
  },
};
