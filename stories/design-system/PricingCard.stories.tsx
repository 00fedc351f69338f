import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PricingCard, pricingPeriodUnits } from '../../design-system';
import { formatIn, inLocale, messageOf, numberIn, perLocale } from './support/sample';

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const localeArgs = perLocale({
  ar: { name: 'الباقة الذهبية', description: 'لصالون واحد مع فريق متكامل', features: ['حتى ٣ صالونات', 'حتى ١٥ حلاقًا', 'تذكير العملاء برسائل نصية', 'تقارير المحفظة الشهرية'], ctaLabel: 'اشترك الآن' },
  en: { name: 'Gold package', description: 'One salon with a full team', features: ['Up to 3 salons', 'Up to 15 barbers', 'Text reminders to clients', 'Monthly wallet reports'], ctaLabel: 'Subscribe now' },
  tr: { name: 'Altın paket', description: 'Tam ekibiyle tek bir salon için', features: ['3 salona kadar', '15 berbere kadar', 'Müşterilere SMS hatırlatma', 'Aylık cüzdan raporları'], ctaLabel: 'Şimdi abone ol' },
  ur: { name: 'گولڈ پیکیج', description: 'پوری ٹیم کے ساتھ ایک سیلون کے لیے', features: ['3 سیلون تک', '15 حجام تک', 'گاہکوں کو ایس ایم ایس یاد دہانی', 'ماہانہ والیٹ رپورٹس'], ctaLabel: 'ابھی سبسکرائب کریں' },
});
const otherPackages = perLocale({
  ar: { trial: 'الباقة التجريبية', trialFeatures: ['صالون واحد', 'حلاقان'], silver: 'الباقة الفضية', yearly: 'الباقة السنوية' },
  en: { trial: 'Trial package', trialFeatures: ['One salon', 'Two barbers'], silver: 'Silver package', yearly: 'Yearly package' },
  tr: { trial: 'Deneme paketi', trialFeatures: ['Bir salon', 'İki berber'], silver: 'Gümüş paket', yearly: 'Yıllık paket' },
  ur: { trial: 'آزمائشی پیکج', trialFeatures: ['ایک سیلون', 'دو حجام'], silver: 'سلور پیکج', yearly: 'سالانہ پیکج' },
});

const meta = {
  title: 'Design system/Data/PricingCard',
  component: PricingCard,
  args: {
    ...localeArgs.ar,
    priceHalalas: 29900,
    period: { unit: 'month', count: 1 },
    onCtaPress: fn(),
    isPopular: false,
    isCurrent: false,
    isPending: false,
    isDisabled: false,
  },
  argTypes: { period: { control: 'object', description: `unit: ${pricingPeriodUnits.join(' | ')}` } },
  parameters: {
    localeArgs,
    // Shown at the width it has in a page, not across the whole canvas.
    frame: 'card',
    docs: {
      description: {
        component:
          'One subscription package on the packages page: name, price in SAR (from integer halalas, formatted by Intl) per period, what it includes, and a call to action. `isPopular` highlights one card; `isCurrent` replaces the call to action with "Current plan". Place several in a Columns layout. Accessibility: each card is an article named by the package; the call to action is described by the package name so "Subscribe" is never ambiguous; check marks are decorative, the list says what is included. Instead: For a figure with its trend use StatCard; for other grouped content use Card.',
      },
    },
  },
} satisfies Meta<typeof PricingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ canvasElement, args, globals, loaded }) => {
    const canvas = within(canvasElement);
    const { name, ctaLabel } = inLocale(localeArgs, globals);
    const card = canvas.getByRole('article', { name });
    await expect(card).toHaveTextContent(numberIn(globals, 299));
    await expect(card).toHaveTextContent(formatIn(globals, loaded, 'ds.data.pricing.period', { unit: 'month', count: 1 }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    const cta = canvas.getByRole('button', { name: ctaLabel });
    await expect(cta).toHaveAccessibleDescription(name);
    await userEvent.click(cta);
    await expect(args.onCtaPress).toHaveBeenCalledTimes(1);
  },
};

/** The package marked popular. */
export const Popular: Story = {
  args: { isPopular: true },
  play: async ({ canvasElement, loaded }) => {
    await expect(within(canvasElement).getByText(messageOf(loaded, 'ds.data.pricing.popular'))).toBeInTheDocument();
  },
};

/** The package the salon has now. */
export const Current: Story = {
  args: { isCurrent: true },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(messageOf(loaded, 'ds.data.pricing.current'))).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Subscribing: waiting for the server. */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement, args }) => {
    const cta = within(canvasElement).getByRole('button');
    await expect(cta).toHaveAttribute('data-pending', 'true');
    await userEvent.click(cta);
    await expect(args.onCtaPress).not.toHaveBeenCalled();
  },
};

/** The press's request, held until the play function lets it answer. */
const held = { release: () => {} };
const heldRequest = () =>
  new Promise<void>((resolve) => {
    held.release = resolve;
  });
const pressTwice: Story['play'] = async ({ canvasElement, args }) => {
  const cta = within(canvasElement).getByRole('button');
  await userEvent.dblClick(cta);
  // One request; the button busy until it answers, a further press ignored.
  await expect(args.onCtaPress).toHaveBeenCalledTimes(1);
  await expect(cta).toHaveAttribute('data-pending', 'true');
  await userEvent.click(cta);
  await expect(args.onCtaPress).toHaveBeenCalledTimes(1);
  held.release();
  await waitFor(() => expect(cta).not.toHaveAttribute('data-pending'));
};

/** A double press subscribes once: busy while the returned request runs. */
export const DoublePressSubscribesOnce: Story = {
  args: { onCtaPress: fn(heldRequest) },
  play: pressTwice,
};

/** In English: a double press subscribes once. */
export const DoublePressSubscribesOnceEnglish: Story = {
  globals: { locale: 'en' },
  args: { onCtaPress: fn(heldRequest) },
  play: pressTwice,
};

/** Disabled: dimmed and not operable. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const cta = within(canvasElement).getByRole('button');
    await expect(cta).toBeDisabled();
    await userEvent.click(cta, { pointerEventsCheck: 0 });
    await expect(args.onCtaPress).not.toHaveBeenCalled();
  },
};

/** Its button under the pointer. */
export const HoveredButton: Story = {
  play: async ({ canvasElement }) => {
    const cta = within(canvasElement).getByRole('button');
    await userEvent.hover(cta);
    await expect(cta).toHaveAttribute('data-hovered', 'true');
  },
};

/** Focused from the keyboard: the focus ring shows. */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const cta = within(canvasElement).getByRole('button');
    await expect(cta).toHaveFocus();
    await expect(cta).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onCtaPress).toHaveBeenCalledTimes(1);
  },
};

/** A free package and one billed over several months. */
export const FreeAndMultiMonth: Story = {
  render: (args, { globals }) => {
    const t = inLocale(otherPackages, globals);
    return (
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))' }}>
        <PricingCard {...args} name={t.trial} priceHalalas={0} features={t.trialFeatures} />
        <PricingCard {...args} name={t.silver} priceHalalas={14950} period={{ unit: 'month', count: 3 }} isPopular />
        <PricingCard {...args} name={t.yearly} priceHalalas={299900} period={{ unit: 'year' }} isCurrent />
      </div>
    );
  },
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    const t = inLocale(otherPackages, globals);
    await expect(canvas.getByRole('article', { name: t.trial })).toHaveTextContent(messageOf(loaded, 'ds.data.pricing.free'));
    const silver = canvas.getByRole('article', { name: t.silver });
    await expect(silver).toHaveTextContent(numberIn(globals, 149.5, { minimumFractionDigits: 2 }));
    await expect(silver).toHaveTextContent(formatIn(globals, loaded, 'ds.data.pricing.period', { unit: 'month', count: 3 }));
    await expect(canvas.getByRole('article', { name: t.yearly })).toHaveTextContent(formatIn(globals, loaded, 'ds.data.pricing.period', { unit: 'year', count: 1 }));
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  globals: { locale: 'ar' },
  args: {
    name: 'باقة المؤسسات الكبرى متعددة الفروع مع الدعم المخصص على مدار الساعة',
    features: ['عدد غير محدود من الصالونات والفروع في جميع مدن المملكة العربية السعودية', 'مدير حساب مخصص يتابع إعداد الصالونات وتدريب الموظفين'],
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: {
    name: 'Kurumsal çok şubeli işletmeler için genişletilmiş paket',
    description: 'Birden fazla salonu olan işletmeler için',
    features: ['Sınırsız sayıda salon ve şube yönetimi', 'Müşterilere otomatik kısa mesaj hatırlatmaları'],
    ctaLabel: 'Şimdi abone olun',
    period: { unit: 'month', count: 6 },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toHaveTextContent('6 ay için');
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { name: 'Gold package', description: 'One salon with a full team', features: ['Up to 3 salons', 'Up to 15 barbers'], ctaLabel: 'Subscribe', isPopular: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    const card = canvas.getByRole('article', { name: 'Gold package' });
    await expect(card.textContent?.replace(/\u00a0/g, ' ')).toContain('SAR 299');
    await expect(card).toHaveTextContent('per month');
    await expect(card).toHaveTextContent('Most popular');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(args.onCtaPress).toHaveBeenCalledTimes(1);
  },
};
