import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, Card, cardTones } from '../../design-system';
import { inLocale, mapLocales, perLocale } from './support/sample';

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const localeArgs = perLocale({
  ar: { title: 'صالون النخبة', description: 'الرياض، حي العليا', children: 'خمسة حلاقين، يعمل من السبت إلى الخميس.' },
  en: { title: 'Elite Salon', description: 'Riyadh, Olaya', children: 'Five barbers, open Saturday to Thursday.' },
  tr: { title: 'Elit Salon', description: 'Riyad, Olaya', children: 'Beş berber, cumartesiden perşembeye açık.' },
  ur: { title: 'ایلیٹ سیلون', description: 'ریاض، العلیا', children: 'پانچ حجام، ہفتے سے جمعرات تک کھلا۔' },
});

const meta = {
  title: 'Design system/Data/Card',
  component: Card,
  args: {
    ...localeArgs.ar,
    tone: 'raised',
  },
  argTypes: { tone: { control: 'inline-radio', options: cardTones } },
  parameters: {
    localeArgs,
    // Shown at the width it has in a page, not across the whole canvas.
    frame: 'card',
    docs: {
      description: {
        component:
          'A surface that groups related content: a salon, a barber, a summary. Optional header (title, description, actions) and footer. With `href` the whole card becomes one link (hover and focus ring on the card); such a card may not hold buttons, so `actions` are not allowed then. For a key figure use StatCard; for a package use PricingCard. Accessibility: a titled card is a group named by its title; a link card is announced as a link with all its text.',
      },
    },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const { title, children } = inLocale(localeArgs, globals);
    const card = within(canvasElement).getByRole('group', { name: title });
    await expect(card).toHaveTextContent(children);
  },
};

const onEdit = fn();
const editing = perLocale({ ar: { edit: 'تعديل', updated: 'آخر تحديث قبل ساعتين' }, en: { edit: 'Edit', updated: 'Updated two hours ago' }, tr: { edit: 'Düzenle', updated: 'İki saat önce güncellendi' }, ur: { edit: 'ترمیم', updated: 'دو گھنٹے پہلے اپ ڈیٹ ہوا' } });
const editingArgs = mapLocales(editing, (t) => ({
  actions: (
    <Button size="small" tone="neutral" onPress={onEdit}>
      {t.edit}
    </Button>
  ),
  footer: <span>{t.updated}</span>,
}));
/** With actions in its header and a footer. */
export const WithActionsAndFooter: Story = {
  args: { ...editingArgs.ar },
  parameters: { localeArgs: editingArgs },
  play: async ({ canvasElement, globals }) => {
    onEdit.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: inLocale(editing, globals).edit }));
    await expect(onEdit).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText(inLocale(editing, globals).updated)).toBeInTheDocument();
  },
};

/** Every tone side by side. */
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))' }}>
      {cardTones.map((tone) => (
        <Card key={tone} {...args} tone={tone} title={tone} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('group')).toHaveLength(cardTones.length);
  },
};

/** The whole card is one link. */
export const LinkCard: Story = {
  args: { href: '/ar/provider-dashboard/salons/1' },
  play: async ({ canvasElement, globals }) => {
    const link = within(canvasElement).getByRole('link', { name: new RegExp(inLocale(localeArgs, globals).title) });
    await expect(link).toHaveAttribute('href', '/ar/provider-dashboard/salons/1');
    await userEvent.hover(link);
    await expect(link).toHaveAttribute('data-hovered', 'true');
  },
};

/** A link card focused from the keyboard: the ring goes round the card. */
export const LinkCardFocusVisible: Story = {
  args: { href: '/ar/provider-dashboard/salons/1' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  globals: { locale: 'ar' },
  args: {
    title: 'صالون النخبة للحلاقة الرجالية والعناية بالبشرة واللحية — الفرع الرئيسي',
    children: 'يقدم الصالون خدمات قص الشعر وتهذيب اللحية والعناية بالبشرة للرجال والأطفال على يد فريق من الحلاقين المحترفين طوال أيام الأسبوع.',
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('group');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: { title: 'Seçkin Erkek Kuaförü ve Sakal Bakım Merkezi', description: 'İstanbul, Beşiktaş', children: 'Haftanın her günü profesyonel berberlerle saç kesimi ve sakal bakımı.' },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { title: 'Elite Salon', description: 'Riyadh, Olaya', children: 'Five barbers, open Saturday to Thursday.' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await expect(within(canvasElement).getByRole('group', { name: 'Elite Salon' })).toHaveTextContent('Five barbers');
  },
};
