import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack, Text, textSizes, textTones, textWeights } from '../../design-system';
import { inLocale, perLocale } from './support/sample';

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const localeArgs = perLocale({
  ar: { children: 'لديك ثلاثة حجوزات جديدة اليوم.' },
  en: { children: 'You have three new reservations today.' },
  tr: { children: 'Bugün üç yeni rezervasyonunuz var.' },
  ur: { children: 'آج آپ کی تین نئی بکنگز ہیں۔' },
});
const clientNote = perLocale({
  ar: { children: 'ملاحظة العميل: أرجو أن يكون الحلاق نفسه الذي قص شعري في المرة الماضية، وأن يكون الموعد دقيقًا لأن لدي اجتماعًا بعده مباشرة' },
  en: { children: 'Client note: I would like the same barber who cut my hair last time, and please be on time as I have a meeting right after' },
  tr: { children: 'Müşteri notu: Geçen sefer saçımı kesen berberin olmasını ve randevunun tam zamanında başlamasını rica ediyorum, hemen ardından toplantım var' },
  ur: { children: 'کلائنٹ کا نوٹ: براہِ کرم وہی حجام ہو جس نے پچھلی بار میرے بال کاٹے تھے، اور وقت کی پابندی ہو کیونکہ اس کے فوراً بعد میری میٹنگ ہے' },
});

const meta = {
  title: 'Design system/Type/Text',
  component: Text,
  args: { ...localeArgs.ar, size: 'medium', tone: 'neutral', weight: 'regular' },
  argTypes: {
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'select', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
    as: { control: 'select', options: ['p', 'span', 'div', 'strong', 'em', 'small', 'label', 'dt', 'dd', 'time'] },
  },
  parameters: {
    localeArgs,
    docs: {
      description: {
        component:
          'Body text in the theme\'s type scale and colour roles. `tone` carries meaning only with words (never colour alone); `muted` is for secondary text and still meets 4.5:1 contrast. Long words wrap instead of overflowing; `truncate` keeps one line with an ellipsis (give the full text elsewhere, e.g. a tooltip). Urdu switches to Nastaliq with a taller line height automatically. Use Heading for titles.',
      },
    },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const text = within(canvasElement).getByText(inLocale(localeArgs, globals).children);
    await expect(text.tagName).toBe('P');
    await expect(getComputedStyle(text).fontSize).toBe('16px');
  },
};

/** Every tone side by side. */
export const Tones: Story = {
  render: (args) => (
    <Stack gap="small">
      {textTones.map((tone) => (
        <Text key={tone} {...args} tone={tone}>
          {tone}: {args.children}
        </Text>
      ))}
    </Stack>
  ),
};

/** Every size side by side. */
export const Sizes: Story = {
  render: (args) => (
    <Stack gap="small">
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size}>
          {size}
        </Text>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const sizes = textSizes.map((size) => parseFloat(getComputedStyle(within(canvasElement).getByText(size)).fontSize));
    await expect([...sizes].sort((a, b) => a - b)).toEqual(sizes);
  },
};

/** Text cut to one line with an ellipsis. */
export const Truncated: Story = {
  args: { truncate: true, ...clientNote.ar },
  parameters: { localeArgs: clientNote },
  render: (args) => (
    <div style={{ maxWidth: 240 }}>
      <Text {...args} />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const text = within(canvasElement).getByText(inLocale(clientNote, globals).children);
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
    await expect(getComputedStyle(text).textOverflow).toBe('ellipsis');
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  globals: { locale: 'ar' },
  args: { children: 'كلمةطويلةجدابدونمسافاتلاختبارالتفافالنصداخلالحاويةالضيقةعلىشاشاتالهواتفالمحمولة' },
  render: (args) => (
    <div style={{ maxWidth: 200 }}>
      <Text {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/كلمةطويلة/);
    await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth + 1);
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: { children: 'Bugün üç yeni rezervasyonunuz var; ayrıntıları görmek için rezervasyonlar sayfasını açabilirsiniz.' },
};

/** In Urdu, in Nastaliq. */
export const Urdu: Story = {
  globals: { locale: 'ur' },
  args: { children: 'آج آپ کی تین نئی بکنگز ہیں۔' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await expect(getComputedStyle(within(canvasElement).getByText(/بکنگز/)).fontFamily).toContain('Noto Nastaliq Urdu');
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { children: 'You have three new reservations today.' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await expect(within(canvasElement).getByText('You have three new reservations today.')).toBeVisible();
  },
};
