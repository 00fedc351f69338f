import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, Navbar } from '../../design-system';
import { localeNativeNames } from '../../app/i18n/locales';
import { inLocale, messageOf, perLocale } from './support/sample';

const body = within(document.body);

/** The actions slot: a switch to another language (named in that language) and the provider login. */
const actions = (otherLanguage: string, login: string) => (
  <>
    <Button size="small" tone="neutral">
      {otherLanguage}
    </Button>
    <Button size="small">{login}</Button>
  </>
);

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const text = perLocale({
  ar: { brand: 'موعد', home: 'الرئيسية', about: 'من نحن', packages: 'الباقات', contact: 'تواصل معنا', login: 'دخول مقدمي الخدمة' },
  en: { brand: 'Mawid', home: 'Home', about: 'About us', packages: 'Packages', contact: 'Contact us', login: 'Provider sign-in' },
  tr: { brand: 'Mawid', home: 'Ana sayfa', about: 'Hakkımızda', packages: 'Paketler', contact: 'Bize ulaşın', login: 'Hizmet sağlayıcı girişi' },
  ur: { brand: 'موعد', home: 'ہوم', about: 'ہمارے بارے میں', packages: 'پیکجز', contact: 'ہم سے رابطہ کریں', login: 'سروس فراہم کنندہ کا لاگ ان' },
});
const localeArgs = perLocale({
  ar: { brand: text.ar.brand, brandHref: '/ar', links: [{ href: '/ar', label: text.ar.home, isCurrent: true }, { href: '/ar/about', label: text.ar.about }, { href: '/ar/packages', label: text.ar.packages }, { href: '/ar/contact', label: text.ar.contact }], actions: actions(localeNativeNames.en, text.ar.login) },
  en: { brand: text.en.brand, brandHref: '/en', links: [{ href: '/en', label: text.en.home, isCurrent: true }, { href: '/en/about', label: text.en.about }, { href: '/en/packages', label: text.en.packages }, { href: '/en/contact', label: text.en.contact }], actions: actions(localeNativeNames.ar, text.en.login) },
  tr: { brand: text.tr.brand, brandHref: '/tr', links: [{ href: '/tr', label: text.tr.home, isCurrent: true }, { href: '/tr/about', label: text.tr.about }, { href: '/tr/packages', label: text.tr.packages }, { href: '/tr/contact', label: text.tr.contact }], actions: actions(localeNativeNames.ar, text.tr.login) },
  ur: { brand: text.ur.brand, brandHref: '/ur', links: [{ href: '/ur', label: text.ur.home, isCurrent: true }, { href: '/ur/about', label: text.ur.about }, { href: '/ur/packages', label: text.ur.packages }, { href: '/ur/contact', label: text.ur.contact }], actions: actions(localeNativeNames.ar, text.ur.login) },
});

const meta = {
  title: 'Design system/Website/Navbar',
  component: Navbar,
  args: {
    ...localeArgs.ar,
  },
  parameters: {
    localeArgs,
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
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: messageOf(loaded, 'ds.website.navbar.label') });
    await expect(within(nav).getAllByRole('link')).toHaveLength(4);
    await expect(within(nav).getByRole('link', { name: inLocale(text, globals).home })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: inLocale(text, globals).login })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: messageOf(loaded, 'ds.website.navbar.menu') })).not.toBeInTheDocument();
  },
};

/** Links under the pointer and focused from the keyboard. */
export const HoverAndFocus: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const about = canvas.getByRole('link', { name: inLocale(text, globals).about });
    await userEvent.hover(about);
    await expect(about).toHaveAttribute('data-hovered', 'true');
    await userEvent.tab();
    const brand = canvas.getByRole('link', { name: inLocale(text, globals).brand });
    await expect(brand).toHaveFocus();
    await expect(brand).toHaveAttribute('data-focus-visible', 'true');
  },
};

/** At phone width: the menu button instead of links. */
export const Phone: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 375 }}>{Story()}</div>],
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    // Links and actions are tucked away; the menu button shows.
    await expect(canvas.queryByRole('navigation', { name: messageOf(loaded, 'ds.website.navbar.label') })).not.toBeInTheDocument();
    const menuButton = canvas.getByRole('button', { name: messageOf(loaded, 'ds.website.navbar.menu') });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuButton);
    const dialog = await body.findByRole('dialog', { name: messageOf(loaded, 'ds.website.navbar.menu') });
    await expect(within(dialog).getAllByRole('link')).toHaveLength(4);
    await expect(within(dialog).getByRole('button', { name: inLocale(text, globals).login })).toBeInTheDocument();
    // Following a link closes the menu.
    await userEvent.click(within(dialog).getByRole('link', { name: inLocale(text, globals).packages }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The phone menu opened and used from the keyboard. */
export const PhoneKeyboard: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 375 }}>{Story()}</div>],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    const menuButton = canvas.getByRole('button', { name: messageOf(loaded, 'ds.website.navbar.menu') });
    await expect(menuButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('dialog', { name: messageOf(loaded, 'ds.website.navbar.menu') });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(menuButton).toHaveFocus());
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  globals: { locale: 'ar' },
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
