import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Link, linkTones, linkUnderlines } from '../../design-system';
import { LocalePage } from './support/LocalePage';
import { inLocale, messageOf, perLocale } from './support/sample';

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const localeArgs = perLocale({
  ar: { children: 'الشروط والأحكام', href: '/ar/terms' },
  en: { children: 'Terms and conditions', href: '/en/terms' },
  tr: { children: 'Şartlar ve koşullar', href: '/tr/terms' },
  ur: { children: 'شرائط و ضوابط', href: '/ur/terms' },
});
const termsPage = perLocale({ ar: 'صفحة الشروط', en: 'Terms page', tr: 'Şartlar sayfası', ur: 'شرائط کا صفحہ' });
const aboutPage = perLocale({ ar: 'من نحن', en: 'About page', tr: 'Hakkımızda sayfası', ur: 'ہمارے بارے میں صفحہ' });
const instagram = perLocale({
  ar: { children: 'تابعنا على إنستغرام', href: 'https://instagram.com/mawid' },
  en: { children: 'Follow us on Instagram', href: 'https://instagram.com/mawid' },
  tr: { children: 'Bizi Instagram’da takip edin', href: 'https://instagram.com/mawid' },
  ur: { children: 'انسٹاگرام پر ہمیں فالو کریں', href: 'https://instagram.com/mawid' },
});
const about = perLocale({ ar: { children: 'من نحن', href: '/ar/about' }, en: { children: 'About us', href: '/en/about' }, tr: { children: 'Hakkımızda', href: '/tr/about' }, ur: { children: 'ہمارے بارے میں', href: '/ur/about' } });

const meta = {
  title: 'Design system/Actions/Link',
  component: Link,
  args: { ...localeArgs.ar, tone: 'brand', underline: 'always' },
  argTypes: {
    tone: { control: 'inline-radio', options: linkTones },
    underline: { control: 'inline-radio', options: linkUnderlines },
    isExternal: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
  },
  parameters: {
    localeArgs,
    route: { routes: { '/:locale/terms': <LocalePage title={termsPage} />, '/:locale/about': <LocalePage title={aboutPage} /> } },
    docs: {
      description: {
        component:
          'Navigation to another page or site (a React Aria Link). In-app paths go through the router, so the page does not reload. External addresses (http(s) on another origin, or `isExternal`) open in a new tab with `rel="noopener noreferrer"`, show the external-link icon (mirrored in right-to-left) and tell screen readers "(opens in a new tab)" in the current language. Tones: `brand` (default), `neutral` (footer, dense lists), `critical`, `inherit` (inside coloured text). For an action that does not navigate use Button; for a link that looks like a button use Button with `href` semantics only when the design insists. Accessibility: the underline stays on by default so links are not told apart by colour alone.',
      },
    },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const { children, href } = inLocale(localeArgs, globals);
    const link = within(canvasElement).getByRole('link', { name: children });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).not.toHaveAttribute('target');
    await userEvent.click(link);
    await expect(await within(canvasElement).findByText(inLocale(termsPage, globals))).toBeVisible();
  },
};

/** Operated from the keyboard alone. */
export const Keyboard: Story = {
  play: async ({ canvasElement, globals }) => {
    const link = within(canvasElement).getByRole('link');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(await within(canvasElement).findByText(inLocale(termsPage, globals))).toBeVisible();
  },
};

/** Under the pointer. */
export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await userEvent.hover(link);
    await expect(link).toHaveAttribute('data-hovered', 'true');
  },
};

/** Every tone side by side. */
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      {linkTones.map((tone) => (
        <Link key={tone} {...args} tone={tone}>
          {tone}
        </Link>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(linkTones.length);
  },
};

/** A link to another site, marked as such. */
export const External: Story = {
  args: { ...instagram.ar },
  parameters: { localeArgs: instagram },
  play: async ({ canvasElement, globals, loaded }) => {
    const { children } = inLocale(instagram, globals);
    const link = within(canvasElement).getByRole('link', { name: new RegExp(children) });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link.getAttribute('rel')).toContain('noopener');
    await expect(link).toHaveAccessibleName(`${children} ${messageOf(loaded, 'ds.actions.link.newTab')}`);
    const icon = link.querySelector('[data-icon="externalLink"]')!;
    await expect(icon).toBeInTheDocument();
    // The arrow points along the reading direction: mirrored in Arabic.
    await expect(getComputedStyle(icon).transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  },
};

/** Disabled: dimmed and not operable. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, globals }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link, { pointerEventsCheck: 0 });
    await expect(within(canvasElement).queryByText(inLocale(termsPage, globals))).not.toBeInTheDocument();
  },
};

/** Under the pointer: underlined. */
export const HoverUnderline: Story = { args: { underline: 'hover', tone: 'neutral', ...about.ar }, parameters: { localeArgs: about } };

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  globals: { locale: 'ar' },
  render: (args) => (
    <p style={{ maxWidth: 320 }}>
      بمتابعتك فإنك توافق على{' '}
      <Link {...args}>الشروط والأحكام وسياسة الخصوصية وسياسة الاسترجاع الخاصة بمنصة الحجوزات</Link> المعمول بها حالياً.
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: { children: 'Kullanım koşulları ve gizlilik politikası hakkında ayrıntılı bilgilendirme', href: 'https://example.com/kosullar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAccessibleName(/\(yeni sekmede açılır\)$/);
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { children: 'Terms and conditions', href: 'https://example.com/terms' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAccessibleName('Terms and conditions (opens in a new tab)');
    // Not mirrored left to right.
    await expect(getComputedStyle(link.querySelector('svg')!).transform).toBe('none');
  },
};
