import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Footer } from '../../design-system';
import { inLocale, messageOf, numberIn, perLocale } from './support/sample';

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const localeArgs = perLocale({
  ar: { brand: 'موعد', brandName: 'موعد', termsHref: '/ar/terms', privacyHref: '/ar/privacy', links: [{ href: '/ar/about', label: 'من نحن' }, { href: '/ar/contact', label: 'تواصل معنا' }] },
  en: { brand: 'Mawid', brandName: 'Mawid', termsHref: '/en/terms', privacyHref: '/en/privacy', links: [{ href: '/en/about', label: 'About us' }, { href: '/en/contact', label: 'Contact us' }] },
  tr: { brand: 'Mawid', brandName: 'Mawid', termsHref: '/tr/terms', privacyHref: '/tr/privacy', links: [{ href: '/tr/about', label: 'Hakkımızda' }, { href: '/tr/contact', label: 'Bize ulaşın' }] },
  ur: { brand: 'موعد', brandName: 'موعد', termsHref: '/ur/terms', privacyHref: '/ur/privacy', links: [{ href: '/ur/about', label: 'ہمارے بارے میں' }, { href: '/ur/contact', label: 'ہم سے رابطہ کریں' }] },
});

/** The social link's accessible name: "Follow us on Instagram (opens in a new tab)" in the story's language. */
const followOnInstagram = (loaded: Record<string, unknown>) =>
  `${messageOf(loaded, 'ds.website.footer.follow', { network: messageOf(loaded, 'ds.website.social.instagram.brand') })} (${messageOf(loaded, 'ds.website.newTab')})`;

const meta = {
  title: 'Design system/Website/Footer',
  component: Footer,
  args: {
    ...localeArgs.ar,
    year: 2026,
    socialLinks: [
      { network: 'instagram', href: 'https://instagram.com/mawid' },
      { network: 'twitter', href: 'https://x.com/mawid' },
      { network: 'snapchat', href: 'https://snapchat.com/add/mawid' },
      { network: 'tiktok', href: 'https://tiktok.com/@mawid' },
      { network: 'whatsapp', href: 'https://wa.me/966500000000' },
    ],
  },
  parameters: {
    localeArgs,
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The public website\'s footer: brand, social links, more public pages, terms and privacy, and the copyright with the year in the reader\'s digits. Social links open in a new tab. Use once per public page; the dashboard has no footer. Accessibility: a contentinfo landmark with two labelled navigation lists (social, legal); each icon link is named "Follow us on Instagram (opens in a new tab)" in the current language. Instead: For the dashboard use Sidebar and TopBar.',
      },
    },
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    const { brandName, termsHref, privacyHref } = inLocale(localeArgs, globals);
    const social = canvas.getByRole('navigation', { name: messageOf(loaded, 'ds.website.footer.social') });
    const instagram = within(social).getByRole('link', { name: followOnInstagram(loaded) });
    await expect(instagram).toHaveAttribute('href', 'https://instagram.com/mawid');
    await expect(instagram).toHaveAttribute('target', '_blank');
    await expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(within(social).getAllByRole('link')).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: messageOf(loaded, 'ds.website.footer.terms') })).toHaveAttribute('href', termsHref);
    await expect(canvas.getByRole('link', { name: messageOf(loaded, 'ds.website.footer.privacy') })).toHaveAttribute('href', privacyHref);
    await expect(canvas.getByText(messageOf(loaded, 'ds.website.footer.copyright', { year: numberIn(globals, 2026), name: brandName }))).toBeInTheDocument();
  },
};

/** Its links under the pointer and focused from the keyboard. */
export const HoverAndFocus: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const instagram = canvas.getByRole('link', { name: followOnInstagram(loaded) });
    await userEvent.hover(instagram);
    await expect(instagram).toHaveAttribute('data-hovered', 'true');
    await userEvent.tab();
    await expect(instagram).toHaveFocus();
    await expect(instagram).toHaveAttribute('data-focus-visible', 'true');
  },
};

/** Without social links. */
export const WithoutSocialLinks: Story = {
  args: { socialLinks: [], links: [] },
  play: async ({ canvasElement, loaded }) => {
    await expect(within(canvasElement).queryByRole('navigation', { name: messageOf(loaded, 'ds.website.footer.social') })).not.toBeInTheDocument();
    await expect(within(canvasElement).getByRole('navigation', { name: messageOf(loaded, 'ds.website.footer.legal') })).toBeInTheDocument();
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  globals: { locale: 'ar' },
  args: { brandName: 'شركة موعد لتقنية المعلومات وحلول الحجز الإلكتروني المحدودة', links: [{ href: '/ar/about', label: 'تعرّف على فريق موعد وقصتنا في خدمة أصحاب الصالونات' }] },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(footer.scrollWidth).toBeLessThanOrEqual(footer.clientWidth + 1);
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: { brand: 'Mawid', brandName: 'Mawid Bilgi Teknolojileri ve Çevrimiçi Rezervasyon Çözümleri', termsHref: '/tr/terms', privacyHref: '/tr/privacy', links: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Bizi Instagram üzerinden takip edin (yeni sekmede açılır)' })).toBeInTheDocument();
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { brand: 'Mawid', brandName: 'Mawid', termsHref: '/en/terms', privacyHref: '/en/privacy', links: [{ href: '/en/about', label: 'About' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByText('© 2026 Mawid. All rights reserved.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('href', '/en/terms');
    await expect(canvas.getByRole('link', { name: 'Follow us on X (Twitter) (opens in a new tab)' })).toBeInTheDocument();
  },
};
