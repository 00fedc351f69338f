import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button, TopBar } from '../../design-system';
import { inLocale, mapLocales, messageOf, perLocale } from './support/sample';

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const text = perLocale({
  ar: { title: 'الحجوزات', timer: 'تنتهي الباقة خلال ٣ أيام', notifications: 'الإشعارات', account: 'حسابي', content: 'محتوى الصفحة' },
  en: { title: 'Reservations', timer: 'Package ends in 3 days', notifications: 'Notifications', account: 'My account', content: 'Page content' },
  tr: { title: 'Rezervasyonlar', timer: 'Paket 3 gün içinde bitiyor', notifications: 'Bildirimler', account: 'Hesabım', content: 'Sayfa içeriği' },
  ur: { title: 'بکنگز', timer: 'پیکج ۳ دن میں ختم ہو رہا ہے', notifications: 'اطلاعات', account: 'میرا اکاؤنٹ', content: 'صفحے کا مواد' },
});
const localeArgs = mapLocales(text, (t) => ({
  start: <strong>{t.title}</strong>,
  middle: <span>{t.timer}</span>,
  end: (
    <>
      <Button tone="ghost" size="small">
        {t.notifications}
      </Button>
      <Button tone="neutral" size="small">
        {t.account}
      </Button>
    </>
  ),
}));

const meta = {
  title: 'Design system/Navigation/TopBar',
  component: TopBar,
  args: {
    ...localeArgs.ar,
    onMenuPress: fn(),
    isMenuOpen: false,
  },
  parameters: {
    localeArgs,
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The bar across the top of the dashboard: `start` (page title), `middle` (the package timer) and `end` (notifications, language switch, profile menu) slots, `vars.size.topBar` high and sticky. Below 768 px it begins with the menu button that opens the Sidebar\'s drawer: pass `onMenuPress` and `isMenuOpen` (its `aria-expanded`); from 768 px the sidebar is always visible and the button is hidden. Accessibility: a `header` (banner) landmark; the menu button is named "Open menu" in the current language. Instead: For the public website use Navbar; for the dashboard sections use Sidebar.',
      },
    },
  },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('banner');
    // Styles arrive with the story's CSS chunk: wait for them before measuring.
    await waitFor(() => expect(Math.round(header.getBoundingClientRect().height)).toBe(64));
    await expect(getComputedStyle(header).position).toBe('sticky');
    await expect(within(header).getByText(inLocale(text, globals).timer)).toBeInTheDocument();
  },
};

/** The menu button shown only at phone width. */
export const MenuButtonOnlyOnPhones: Story = {
  play: async ({ canvasElement, loaded }) => {
    // The story runs at desktop width: the sidebar is on screen, so the menu button is not.
    const wide = window.matchMedia('(min-width: 768px)').matches;
    const button = canvasElement.querySelector('header button[aria-haspopup]')!;
    await expect(button).toHaveAttribute('aria-label', messageOf(loaded, 'ds.navigation.topBar.menu'));
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(getComputedStyle(button).display === 'none').toBe(wide));
  },
};

/** Scrolled: it stays on top. */
export const StaysOnTop: Story = {
  render: (args, { globals }) => (
    <div style={{ blockSize: 400, overflow: 'auto' }} data-testid="scroller">
      <TopBar {...args} />
      <div style={{ blockSize: 2000, padding: 24 }}>{inLocale(text, globals).content}</div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const scroller = within(canvasElement).getByTestId('scroller');
    const header = within(canvasElement).getByRole('banner');
    await waitFor(() => expect(getComputedStyle(header).position).toBe('sticky'));
    scroller.scrollTop = 600;
    await expect(Math.round(header.getBoundingClientRect().top)).toBe(Math.round(scroller.getBoundingClientRect().top));
  },
};

/** Without a menu button. */
export const WithoutMenu: Story = {
  args: { onMenuPress: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('header button[aria-haspopup]')).toBeNull();
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  globals: { locale: 'ar' },
  args: { start: <strong>إدارة الحجوزات القادمة والمعلقة لصالون الرياض الرئيسي</strong> },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner');
    await waitFor(() => expect(Math.round(header.getBoundingClientRect().height)).toBe(64));
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth + 1);
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: { start: <strong>Yaklaşan rezervasyonların yönetimi</strong>, middle: <span>Paketin süresi üç gün içinde doluyor</span>, end: undefined },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { start: <strong>Reservations</strong>, middle: <span>Package ends in 3 days</span>, end: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    const header = within(canvasElement).getByRole('banner');
    await expect(header.querySelector('button[aria-haspopup]')).toHaveAttribute('aria-label', 'Open menu');
    // Start slot at the inline start: the left in English.
    await expect(within(header).getByText('Reservations').getBoundingClientRect().left).toBeLessThan(header.clientWidth / 2);
  },
};
