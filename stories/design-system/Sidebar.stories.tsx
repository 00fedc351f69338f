import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, Sidebar, type SidebarGroup, type SidebarItem, type SidebarProps } from '../../design-system';

const body = within(document.body);

const arabicItems: SidebarItem[] = [
  { id: 'home', label: 'الرئيسية', icon: 'home', href: '/ar/provider-dashboard' },
  { id: 'salons', label: 'الصالونات', icon: 'store', href: '/ar/provider-dashboard/salons' },
  { id: 'barbers', label: 'الحلاقون', icon: 'scissors', href: '/ar/provider-dashboard/barbers' },
  { id: 'services', label: 'الخدمات', icon: 'tag', href: '/ar/provider-dashboard/services' },
  { id: 'reservations', label: 'الحجوزات', icon: 'calendar', href: '/ar/provider-dashboard/reservations', badge: 3 },
  { id: 'transactions', label: 'المعاملات', icon: 'transactions', href: '/ar/provider-dashboard/transactions' },
  { id: 'bank', label: 'الحساب البنكي', icon: 'bank', href: '/ar/provider-dashboard/bank' },
  { id: 'packages', label: 'الباقات', icon: 'package', href: '/ar/provider-dashboard/packages' },
];

const englishItems: SidebarItem[] = [
  { id: 'home', label: 'Home', icon: 'home', href: '/en/provider-dashboard' },
  { id: 'salons', label: 'Salons', icon: 'store', href: '/en/provider-dashboard/salons' },
  { id: 'reservations', label: 'Reservations', icon: 'calendar', href: '/en/provider-dashboard/reservations', badge: 1 },
  { id: 'bank', label: 'Bank account', icon: 'bank', href: '/en/provider-dashboard/bank' },
];

const arabicGroups: SidebarGroup[] = [
  { id: 'start', items: [{ id: 'home', label: 'الرئيسية', icon: 'home', href: '/ar/provider-dashboard' }] },
  {
    id: 'bookings',
    label: 'الحجوزات والمواعيد',
    items: [
      { id: 'reservations', label: 'الحجوزات', icon: 'calendar', href: '/ar/provider-dashboard/reservations', badge: 2 },
      { id: 'bufferTimes', label: 'أوقات الفاصل', icon: 'hourglass', href: '/ar/provider-dashboard/buffer-times' },
    ],
  },
  { id: 'business', label: 'النشاط', items: [{ id: 'admins', label: 'المشرفون', icon: 'shield', href: '/ar/provider-dashboard/admin' }] },
  { id: 'money', label: 'المال', items: [{ id: 'wallet', label: 'المعاملات', icon: 'wallet', href: '/ar/provider-dashboard/wallet' }] },
  { id: 'account', label: 'الحساب', items: [{ id: 'notifications', label: 'الإشعارات', icon: 'bell', href: '/ar/provider-dashboard/notifcation' }] },
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
            {props.openLabel ?? 'افتح القائمة'}
          </Button>
        )}
      </main>
    </div>
  );
}

const logo = <strong style={{ fontSize: 20 }}>موعد</strong>;

const meta = {
  title: 'Design system/Navigation/Sidebar',
  component: SidebarDemo,
  args: {
    items: arabicItems,
    activeId: 'reservations',
    collapsed: false,
    header: logo,
    footer: (
      <Button tone="ghost" fullWidth>
        تسجيل الخروج
      </Button>
    ),
    onCollapsedChange: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    route: { path: '/ar/provider-dashboard' },
    docs: {
      description: {
        component:
          'The dashboard\'s main navigation. Pass `items: { id, label, icon, href, badge? }[]` (or `groups: { id, label?, items }[]`, each a named group), `activeId`, `collapsed` / `onCollapsedChange` and `mobileOpen` / `onMobileOpenChange`, plus `header` (logo) and `footer` (logout) slots. 300 px wide (`vars.size.sidebar`), collapsible to icons (`vars.size.sidebarCollapsed`) with tooltips; below 768 px it renders in a Drawer from the inline-start edge opened by the TopBar\'s menu button (`drawerOnly` forces that at any width). For switching views inside a page use Tabs. Accessibility: a `nav` landmark named "Main menu"; the current page has `aria-current="page"` and a bar, not only colour; badge counts are spoken ("3 new items"); the collapse toggle has a translated name and `aria-expanded`; collapsed labels remain the links\' accessible names.',
      },
    },
  },
} satisfies Meta<typeof SidebarDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'القائمة الرئيسية' });
    const current = within(nav).getByRole('link', { name: /الحجوزات/ });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
    // Styles arrive with the story's CSS chunk: wait for them before measuring.
    await waitFor(() => expect(Math.round(nav.closest('aside')!.getBoundingClientRect().width)).toBe(300));
  },
};

/** Links in named groups (bookings, business, money, account); collapsed, the groups keep their names. */
export const Groups: Story = {
  args: { groups: arabicGroups, activeId: 'bufferTimes' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bookings = canvas.getByRole('group', { name: 'الحجوزات والمواعيد' });
    await expect(within(bookings).getByRole('link', { name: 'أوقات الفاصل' })).toHaveAttribute('aria-current', 'page');
    await expect(within(canvas.getByRole('group', { name: 'الحساب' })).getByRole('link', { name: 'الإشعارات' })).toBeVisible();
    // The home link stands above the groups, in none of them.
    await expect(canvas.getByRole('link', { name: 'الرئيسية' }).closest('[role=group]')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'طي الشريط الجانبي' }));
    await expect(canvas.queryByText('المال')).not.toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: 'المال' })).toBeInTheDocument();
  },
};

/** Collapsed to icons. */
export const Collapse: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const aside = canvasElement.querySelector('aside')!;
    await waitFor(() => expect(Math.round(aside.getBoundingClientRect().width)).toBe(300));
    const toggle = canvas.getByRole('button', { name: 'طي الشريط الجانبي' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(true);
    const expand = canvas.getByRole('button', { name: 'توسيع الشريط الجانبي' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(Math.round(aside.getBoundingClientRect().width)).toBe(72));
    // Labels are gone from the screen but still name the links.
    await expect(canvas.getByRole('link', { name: /الحلاقون/ })).toBeInTheDocument();
    await userEvent.click(expand);
    await waitFor(() => expect(Math.round(aside.getBoundingClientRect().width)).toBe(300));
  },
};

/** Collapsed: a tooltip names the icon under focus. */
export const CollapsedTooltip: Story = {
  args: { collapsed: true },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /الخدمات/ });
    // React Aria shows tooltips on hover once it knows a mouse is in use (a first pointer move).
    await userEvent.hover(canvasElement);
    await userEvent.hover(link);
    await expect(link).toHaveAttribute('data-hovered', 'true');
    await expect(await body.findByRole('tooltip', {}, { timeout: 3000 })).toHaveTextContent('الخدمات');
    await userEvent.unhover(link);
  },
};

/** Moving between links from the keyboard. */
export const KeyboardNavigation: Story = {
  parameters: { route: { routes: { '/:locale/provider-dashboard/:page': <p>صفحة</p> } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const home = canvas.getByRole('link', { name: 'الرئيسية' });
    await expect(home).toHaveFocus();
    await expect(home).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'الصالونات' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('صفحة')).toBeInTheDocument();
  },
};

/** A count badge on a link. */
export const BadgeCount: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /الحجوزات/ });
    await expect(link).toHaveAccessibleName('الحجوزات ٣ عناصر جديدة');
    await expect(within(link).getByText('٣')).toBeVisible();
  },
};

/** At phone width: a drawer. */
export const Drawer: Story = {
  args: { drawerOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    const open = canvas.getByRole('button', { name: 'افتح القائمة' });
    await userEvent.click(open);
    const drawer = await body.findByRole('dialog', { name: 'القائمة الرئيسية' });
    await expect(within(drawer).getByRole('link', { name: /الحجوزات/ })).toHaveAttribute('aria-current', 'page');
    // Choosing a page closes the drawer.
    await userEvent.click(within(drawer).getByRole('link', { name: 'الخدمات' }));
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
  args: {
    items: [
      ...arabicItems.slice(0, 2),
      { id: 'long', label: 'الحجوزات القادمة والمعلقة بانتظار تأكيد الصالون', icon: 'calendar', href: '/ar/x', badge: 128 },
      ...arabicItems.slice(5),
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
