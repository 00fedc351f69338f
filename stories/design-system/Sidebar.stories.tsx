import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, Icon, IconButton, Sidebar, type SidebarGroup, type SidebarItem, type SidebarProps } from '../../design-system';
import type { Locale } from '../../app/i18n/locales';
import { LocalePage } from './support/LocalePage';
import { formatIn, inLocale, mapLocales, messageOf, numberIn, perLocale } from './support/sample';

const body = within(document.body);

type Labels = Record<'home' | 'salons' | 'barbers' | 'services' | 'reservations' | 'transactions' | 'bank' | 'packages' | 'bookings' | 'bufferTimes' | 'business' | 'admins' | 'money' | 'account' | 'notifications', string>;

// Sample data per locale (support/sample.ts): a story shown in English has English links.
const sample = perLocale<{ labels: Labels; brand: string; logout: string; openMenu: string; page: string }>({
  ar: {
    labels: { home: 'الرئيسية', salons: 'الصالونات', barbers: 'الحلاقون', services: 'الخدمات', reservations: 'الحجوزات', transactions: 'المعاملات', bank: 'الحساب البنكي', packages: 'الباقات', bookings: 'الحجوزات والمواعيد', bufferTimes: 'أوقات الفاصل', business: 'النشاط', admins: 'المشرفون', money: 'المال', account: 'الحساب', notifications: 'الإشعارات' },
    brand: 'موعد',
    logout: 'تسجيل الخروج',
    openMenu: 'افتح القائمة',
    page: 'صفحة',
  },
  en: {
    labels: { home: 'Home', salons: 'Salons', barbers: 'Barbers', services: 'Services', reservations: 'Reservations', transactions: 'Transactions', bank: 'Bank account', packages: 'Packages', bookings: 'Bookings and appointments', bufferTimes: 'Buffer times', business: 'Business', admins: 'Admins', money: 'Money', account: 'Account', notifications: 'Notifications' },
    brand: 'Mawid',
    logout: 'Sign out',
    openMenu: 'Open the menu',
    page: 'Page',
  },
  tr: {
    labels: { home: 'Ana sayfa', salons: 'Salonlar', barbers: 'Berberler', services: 'Hizmetler', reservations: 'Rezervasyonlar', transactions: 'İşlemler', bank: 'Banka hesabı', packages: 'Paketler', bookings: 'Rezervasyonlar ve randevular', bufferTimes: 'Ara süreler', business: 'İşletme', admins: 'Yöneticiler', money: 'Para', account: 'Hesap', notifications: 'Bildirimler' },
    brand: 'Mawid',
    logout: 'Çıkış yap',
    openMenu: 'Menüyü aç',
    page: 'Sayfa',
  },
  ur: {
    labels: { home: 'ہوم', salons: 'سیلون', barbers: 'حجام', services: 'سروسز', reservations: 'بکنگز', transactions: 'لین دین', bank: 'بینک اکاؤنٹ', packages: 'پیکجز', bookings: 'بکنگز اور ملاقاتیں', bufferTimes: 'وقفے کے اوقات', business: 'کاروبار', admins: 'منتظمین', money: 'رقم', account: 'اکاؤنٹ', notifications: 'اطلاعات' },
    brand: 'موعد',
    logout: 'سائن آؤٹ',
    openMenu: 'مینو کھولیں',
    page: 'صفحہ',
  },
});

const itemsOf = (locale: Locale, labels: Labels): SidebarItem[] => {
  const base = `/${locale}/provider-dashboard`;
  return [
    { id: 'home', label: labels.home, icon: 'home', href: base },
    { id: 'salons', label: labels.salons, icon: 'store', href: `${base}/salons` },
    { id: 'barbers', label: labels.barbers, icon: 'scissors', href: `${base}/barbers` },
    { id: 'services', label: labels.services, icon: 'tag', href: `${base}/services` },
    { id: 'reservations', label: labels.reservations, icon: 'calendar', href: `${base}/reservations`, badge: 3 },
    { id: 'transactions', label: labels.transactions, icon: 'transactions', href: `${base}/transactions` },
    { id: 'bank', label: labels.bank, icon: 'bank', href: `${base}/bank` },
    { id: 'packages', label: labels.packages, icon: 'package', href: `${base}/packages` },
  ];
};

const groupsOf = (locale: Locale, labels: Labels): SidebarGroup[] => {
  const base = `/${locale}/provider-dashboard`;
  return [
    { id: 'start', items: [{ id: 'home', label: labels.home, icon: 'home', href: base }] },
    {
      id: 'bookings',
      label: labels.bookings,
      items: [
        { id: 'reservations', label: labels.reservations, icon: 'calendar', href: `${base}/reservations`, badge: 2 },
        { id: 'bufferTimes', label: labels.bufferTimes, icon: 'hourglass', href: `${base}/buffer-times` },
      ],
    },
    { id: 'business', label: labels.business, items: [{ id: 'admins', label: labels.admins, icon: 'shield', href: `${base}/admin` }] },
    { id: 'money', label: labels.money, items: [{ id: 'wallet', label: labels.transactions, icon: 'wallet', href: `${base}/wallet` }] },
    { id: 'account', label: labels.account, items: [{ id: 'notifications', label: labels.notifications, icon: 'bell', href: `${base}/notifcation` }] },
  ];
};

const items = perLocale({ ar: itemsOf('ar', sample.ar.labels), en: itemsOf('en', sample.en.labels), tr: itemsOf('tr', sample.tr.labels), ur: itemsOf('ur', sample.ur.labels) });
const groups = perLocale({ ar: groupsOf('ar', sample.ar.labels), en: groupsOf('en', sample.en.labels), tr: groupsOf('tr', sample.tr.labels), ur: groupsOf('ur', sample.ur.labels) });
const pageTitle = mapLocales(sample, ({ page }) => page);

/** The story locale's link and group labels. */
const labelsIn = (globals: Record<string, unknown>) => inLocale(sample, globals).labels;

/** A link's accessible name starts with its label (a badge's count may follow). */
const startsWith = (label: string) => (name: string) => name.startsWith(label);

const englishItems: SidebarItem[] = [
  { id: 'home', label: 'Home', icon: 'home', href: '/en/provider-dashboard' },
  { id: 'salons', label: 'Salons', icon: 'store', href: '/en/provider-dashboard/salons' },
  { id: 'reservations', label: 'Reservations', icon: 'calendar', href: '/en/provider-dashboard/reservations', badge: 1 },
  { id: 'bank', label: 'Bank account', icon: 'bank', href: '/en/provider-dashboard/bank' },
];

const englishGroups: SidebarGroup[] = [
  { id: 'start', items: [{ id: 'home', label: 'Home', icon: 'home', href: '/en/provider-dashboard' }] },
  { id: 'bookings', label: 'Bookings', items: [{ id: 'bufferTimes', label: 'Buffer times', icon: 'hourglass', href: '/en/provider-dashboard/buffer-times' }] },
  { id: 'money', label: 'Money', items: [{ id: 'packages', label: 'Packages', icon: 'package', href: '/en/provider-dashboard/packages' }] },
  { id: 'account', label: 'Account', items: [{ id: 'notifications', label: 'Notifications', icon: 'bell', href: '/en/provider-dashboard/notifcation' }] },
];

/** Holds the collapsed and drawer state the app would keep. */
function SidebarDemo(props: SidebarProps & { openLabel?: string }) {
  const [collapsed, setCollapsed] = useState(props.collapsed ?? false);
  const [mobileOpen, setMobileOpen] = useState(false);
  return (
    <div style={{ display: 'flex', minBlockSize: '100dvh' }}>
      <Sidebar
        {...props}
        collapsed={collapsed}
        onCollapsedChange={(value) => {
          setCollapsed(value);
          props.onCollapsedChange?.(value);
        }}
        mobileOpen={mobileOpen}
        onMobileOpenChange={setMobileOpen}
      />
      <main style={{ padding: 24, flex: 1 }}>
        {props.drawerOnly && (
          <Button tone="neutral" onPress={() => setMobileOpen(true)}>
            {props.openLabel}
          </Button>
        )}
      </main>
    </div>
  );
}

const logos = mapLocales(sample, ({ brand }) => <strong style={{ fontSize: 20 }}>{brand}</strong>);
const footers = mapLocales(sample, ({ logout }) => (
  <Button tone="ghost" fullWidth>
    {logout}
  </Button>
));
/** A footer that labels itself per copy: icons only, a named icon button; otherwise the words. */
const selfLabellingFooters = mapLocales(sample, ({ logout }) => ({ collapsed }: { collapsed: boolean }) =>
  collapsed ? (
    <IconButton icon="logout" label={logout} />
  ) : (
    <Button tone="ghost" fullWidth>
      <Icon name="logout" />
      {logout}
    </Button>
  ),
);
// The meta's args per locale, and the grouped story's (parameters.localeArgs).
const localeArgs = {
  ar: { items: items.ar, groups: groups.ar, header: logos.ar, footer: footers.ar, openLabel: sample.ar.openMenu },
  en: { items: items.en, groups: groups.en, header: logos.en, footer: footers.en, openLabel: sample.en.openMenu },
  tr: { items: items.tr, groups: groups.tr, header: logos.tr, footer: footers.tr, openLabel: sample.tr.openMenu },
  ur: { items: items.ur, groups: groups.ur, header: logos.ur, footer: footers.ur, openLabel: sample.ur.openMenu },
};

const meta = {
  title: 'Design system/Navigation/Sidebar',
  component: SidebarDemo,
  args: {
    items: items.ar,
    activeId: 'reservations',
    collapsed: false,
    header: logos.ar,
    footer: footers.ar,
    openLabel: sample.ar.openMenu,
    onCollapsedChange: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    route: { path: '/ar/provider-dashboard' },
    localeArgs,
    docs: {
      description: {
        component:
          'The dashboard\'s main navigation. Pass `items: { id, label, icon, href, badge? }[]` (or `groups: { id, label?, items }[]`, each a named group), `activeId`, `collapsed` / `onCollapsedChange` and `mobileOpen` / `onMobileOpenChange`, plus `header` (logo) and `footer` (logout) slots; a `footer` given as a function of `{ collapsed }` draws each copy for its state, so an entry labels itself (icons only on a collapsed desktop, its words in the phone\'s drawer). 300 px wide (`vars.size.sidebar`), collapsible to icons (`vars.size.sidebarCollapsed`) with tooltips; below 768 px it renders in a Drawer from the inline-start edge opened by the TopBar\'s menu button (`drawerOnly` forces that at any width). For switching views inside a page use Tabs. Accessibility: a `nav` landmark named "Main menu"; the current page has `aria-current="page"` and a bar, not only colour; badge counts are spoken ("3 new items"); the collapse toggle has a translated name and `aria-expanded`; collapsed labels remain the links\' accessible names.',
      },
    },
  },
} satisfies Meta<typeof SidebarDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: messageOf(loaded, 'ds.navigation.sidebar.label') });
    const current = within(nav).getByRole('link', { name: startsWith(labelsIn(globals).reservations) });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
    // Styles arrive with the story's CSS chunk: wait for them before measuring.
    await waitFor(() => expect(Math.round(nav.closest('aside')!.getBoundingClientRect().width)).toBe(300));
  },
};

/** Links in named groups (bookings, business, money, account); collapsed, the groups keep their names. */
export const Groups: Story = {
  args: { groups: groups.ar, activeId: 'bufferTimes' },
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    const labels = labelsIn(globals);
    const bookings = canvas.getByRole('group', { name: labels.bookings });
    await expect(within(bookings).getByRole('link', { name: labels.bufferTimes })).toHaveAttribute('aria-current', 'page');
    await expect(within(canvas.getByRole('group', { name: labels.account })).getByRole('link', { name: labels.notifications })).toBeVisible();
    // The home link stands above the groups, in none of them.
    await expect(canvas.getByRole('link', { name: labels.home }).closest('[role=group]')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: messageOf(loaded, 'ds.navigation.sidebar.collapse') }));
    await expect(canvas.queryByText(labels.money)).not.toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: labels.money })).toBeInTheDocument();
  },
};

/** Collapsed to icons. */
export const Collapse: Story = {
  play: async ({ args, canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    const aside = canvasElement.querySelector('aside')!;
    await waitFor(() => expect(Math.round(aside.getBoundingClientRect().width)).toBe(300));
    const toggle = canvas.getByRole('button', { name: messageOf(loaded, 'ds.navigation.sidebar.collapse') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(true);
    const expand = canvas.getByRole('button', { name: messageOf(loaded, 'ds.navigation.sidebar.expand') });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(Math.round(aside.getBoundingClientRect().width)).toBe(72));
    // Labels are gone from the screen but still name the links.
    await expect(canvas.getByRole('link', { name: startsWith(labelsIn(globals).barbers) })).toBeInTheDocument();
    await userEvent.click(expand);
    await waitFor(() => expect(Math.round(aside.getBoundingClientRect().width)).toBe(300));
  },
};

/** Collapsed: a tooltip names the icon under focus. */
export const CollapsedTooltip: Story = {
  args: { collapsed: true },
  play: async ({ canvasElement, globals }) => {
    const services = labelsIn(globals).services;
    const link = within(canvasElement).getByRole('link', { name: startsWith(services) });
    // React Aria shows tooltips on hover once it knows a mouse is in use (a first pointer move).
    await userEvent.hover(canvasElement);
    await userEvent.hover(link);
    await expect(link).toHaveAttribute('data-hovered', 'true');
    await expect(await body.findByRole('tooltip', {}, { timeout: 3000 })).toHaveTextContent(services);
    await userEvent.unhover(link);
  },
};

/** Collapsed, a footer given as a function draws its icons-only copy: the entry keeps its name. */
export const FooterCollapsed: Story = {
  args: { collapsed: true, footer: selfLabellingFooters.ar },
  parameters: {
    localeArgs: {
      ar: { ...localeArgs.ar, footer: selfLabellingFooters.ar },
      en: { ...localeArgs.en, footer: selfLabellingFooters.en },
      tr: { ...localeArgs.tr, footer: selfLabellingFooters.tr },
      ur: { ...localeArgs.ur, footer: selfLabellingFooters.ur },
    },
  },
  play: async ({ canvasElement, globals }) => {
    const logout = inLocale(sample, globals).logout;
    const entry = within(canvasElement).getByRole('button', { name: logout });
    await expect(entry).toBeVisible();
    await expect(entry).not.toHaveTextContent(logout);
  },
};

/** In the drawer (a phone) the same footer says its words, whatever the collapsed setting. */
export const FooterInDrawer: Story = {
  ...FooterCollapsed,
  args: { ...FooterCollapsed.args, drawerOnly: true },
  play: async ({ canvasElement, globals }) => {
    const { logout, openMenu } = inLocale(sample, globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: openMenu }));
    const entry = await body.findByRole('button', { name: logout });
    await waitFor(() => expect(entry).toBeVisible());
    await expect(entry).toHaveTextContent(logout);
  },
};

/** The same as FooterInDrawer, in English. */
export const FooterInDrawerEnglish: Story = { ...FooterInDrawer, globals: { locale: 'en' } };

/** Moving between links from the keyboard. */
export const KeyboardNavigation: Story = {
  parameters: { route: { routes: { '/:locale/provider-dashboard/:page': <LocalePage title={pageTitle} /> } } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const labels = labelsIn(globals);
    await userEvent.tab();
    const home = canvas.getByRole('link', { name: labels.home });
    await expect(home).toHaveFocus();
    await expect(home).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: labels.salons })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(inLocale(pageTitle, globals))).toBeInTheDocument();
  },
};

/** A count badge on a link. */
export const BadgeCount: Story = {
  play: async ({ canvasElement, globals, loaded }) => {
    const reservations = labelsIn(globals).reservations;
    const link = within(canvasElement).getByRole('link', { name: startsWith(reservations) });
    await expect(link).toHaveAccessibleName(`${reservations} ${formatIn(globals, loaded, 'ds.navigation.sidebar.badge', { count: 3 })}`);
    await expect(within(link).getByText(numberIn(globals, 3))).toBeVisible();
  },
};

/** At phone width: a drawer. */
export const Drawer: Story = {
  args: { drawerOnly: true },
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    const labels = labelsIn(globals);
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    const open = canvas.getByRole('button', { name: inLocale(sample, globals).openMenu });
    await userEvent.click(open);
    const drawer = await body.findByRole('dialog', { name: messageOf(loaded, 'ds.navigation.sidebar.label') });
    await expect(within(drawer).getByRole('link', { name: startsWith(labels.reservations) })).toHaveAttribute('aria-current', 'page');
    // Choosing a page closes the drawer.
    await userEvent.click(within(drawer).getByRole('link', { name: labels.services }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(open);
    await body.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(open).toHaveFocus());
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  globals: { locale: 'ar' },
  args: {
    items: [
      ...items.ar.slice(0, 2),
      { id: 'long', label: 'الحجوزات القادمة والمعلقة بانتظار تأكيد الصالون', icon: 'calendar', href: '/ar/x', badge: 128 },
      ...items.ar.slice(5),
    ],
    activeId: 'long',
  },
  play: async ({ canvasElement }) => {
    const aside = canvasElement.querySelector('aside')!;
    await waitFor(() => expect(Math.round(aside.getBoundingClientRect().width)).toBe(300));
    await expect(aside.scrollWidth).toBeLessThanOrEqual(aside.clientWidth + 1);
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: {
    items: [
      { id: 'home', label: 'Ana sayfa', icon: 'home', href: '/tr/provider-dashboard' },
      { id: 'reservations', label: 'Onay bekleyen yaklaşan rezervasyonlar', icon: 'calendar', href: '/tr/r', badge: 12 },
      { id: 'transactions', label: 'Cüzdan hareketleri ve banka aktarımları', icon: 'transactions', href: '/tr/t' },
    ],
    activeId: 'reservations',
    footer: undefined,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: 'Ana menü' })).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('link', { name: /rezervasyonlar/ })).toHaveAccessibleName('Onay bekleyen yaklaşan rezervasyonlar 12 yeni öğe');
  },
};

/** Named groups in English. */
export const GroupsEnglish: Story = {
  globals: { locale: 'en' },
  args: { groups: englishGroups, activeId: 'notifications', header: <strong>Mawid</strong>, footer: undefined },
  parameters: { route: { path: '/en/provider-dashboard' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const account = canvas.getByRole('group', { name: 'Account' });
    await expect(within(account).getByRole('link', { name: 'Notifications' })).toHaveAttribute('aria-current', 'page');
    await expect(within(canvas.getByRole('group', { name: 'Bookings' })).getByRole('link', { name: 'Buffer times' })).toHaveAttribute('href', '/en/provider-dashboard/buffer-times');
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { items: englishItems, activeId: 'home', header: <strong>Mawid</strong>, footer: undefined },
  parameters: { route: { path: '/en/provider-dashboard' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    const aside = canvasElement.querySelector('aside')!;
    await waitFor(() => expect(Math.round(aside.getBoundingClientRect().width)).toBe(300));
    // The sidebar stands at the inline start: the left in English.
    await expect(Math.round(aside.getBoundingClientRect().left)).toBe(0);
    await expect(canvas.getByRole('link', { name: 'Reservations 1 new item' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse sidebar' }));
    await expect(canvas.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
  },
};
