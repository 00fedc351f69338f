import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, Navbar } from '../../design-system';

const body = within(document.body);

const meta = {
  title: 'Design system/Website/Navbar',
  component: Navbar,
  args: {
    brand: 'موعد',
    brandHref: '/ar',
    links: [
      { href: '/ar', label: 'الرئيسية', isCurrent: true },
      { href: '/ar/about', label: 'من نحن' },
      { href: '/ar/packages', label: 'الباقات' },
      { href: '/ar/contact', label: 'تواصل معنا' },
    ],
    actions: (
      <>
        <Button size="small" tone="neutral">
          English
        </Button>
        <Button size="small">دخول مقدمي الخدمة</Button>
      </>
    ),
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The public website\'s top bar: brand (linking home), the public pages, and an `actions` slot for the provider login entry and the LanguageSwitch. When the bar is narrower than 768 px (a phone) the links and actions move into a menu opened by a button; the menu is the design system\'s Drawer, so focus is trapped while it is open and returns to the button. The dashboard uses TopBar instead. Accessibility: a banner landmark with a navigation named "Main"; the current page is marked `aria-current="page"`; the menu button reports whether the menu is open.',
      },
    },
  },
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'التنقل الرئيسي' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(4);
    await expect(within(nav).getByRole('link', { name: 'الرئيسية' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'دخول مقدمي الخدمة' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'القائمة' })).not.toBeInTheDocument();
  },
};

/** Links under the pointer and focused from the keyboard. */
export const HoverAndFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const about = canvas.getByRole('link', { name: 'من نحن' });
    await userEvent.hover(about);
    await expect(about).toHaveAttribute('data-hovered', 'true');
    await userEvent.tab();
    const brand = canvas.getByRole('link', { name: 'موعد' });
    await expect(brand).toHaveFocus();
    await expect(brand).toHaveAttribute('data-focus-visible', 'true');
  },
};

/** At phone width: the menu button instead of links. */
export const Phone: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 375 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Links and actions are tucked away; the menu button shows.
    await expect(canvas.queryByRole('navigation', { name: 'التنقل الرئيسي' })).not.toBeInTheDocument();
    const menuButton = canvas.getByRole('button', { name: 'القائمة' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuButton);
    const dialog = await body.findByRole('dialog', { name: 'القائمة' });
    await expect(within(dialog).getAllByRole('link')).toHaveLength(4);
    await expect(within(dialog).getByRole('button', { name: 'دخول مقدمي الخدمة' })).toBeInTheDocument();
    // Following a link closes the menu.
    await userEvent.click(within(dialog).getByRole('link', { name: 'الباقات' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The phone menu opened and used from the keyboard. */
export const PhoneKeyboard: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 375 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    const menuButton = canvas.getByRole('button', { name: 'القائمة' });
    await expect(menuButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('dialog', { name: 'القائمة' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(menuButton).toHaveFocus());
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  args: {
    links: [
      { href: '/ar', label: 'الصفحة الرئيسية لمنصة موعد' },
      { href: '/ar/about', label: 'تعرّف على فريق موعد' },
      { href: '/ar/packages', label: 'باقات الاشتراك والأسعار' },
    ],
  },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    await expect(banner.scrollWidth).toBeLessThanOrEqual(banner.clientWidth + 1);
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: {
    brand: 'Mawid',
    brandHref: '/tr',
    links: [
      { href: '/tr', label: 'Ana sayfa', isCurrent: true },
      { href: '/tr/about', label: 'Hakkımızda' },
      { href: '/tr/packages', label: 'Abonelik paketleri' },
    ],
    actions: <Button size="small">Hizmet sağlayıcı girişi</Button>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: 'Ana menü' })).toBeInTheDocument();
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    brand: 'Mawid',
    brandHref: '/en',
    links: [
      { href: '/en', label: 'Home', isCurrent: true },
      { href: '/en/about', label: 'About' },
    ],
    actions: <Button size="small">Provider login</Button>,
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    // Brand at the left in English.
    const brand = canvas.getByRole('link', { name: 'Mawid' });
    const login = canvas.getByRole('button', { name: 'Provider login' });
    await expect(brand.getBoundingClientRect().left).toBeLessThan(login.getBoundingClientRect().left);
  },
};
