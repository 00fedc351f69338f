import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Link, linkTones, linkUnderlines } from '../../design-system';

const meta = {
  title: 'Design system/Actions/Link',
  component: Link,
  args: { children: 'الشروط والأحكام', href: '/ar/terms', tone: 'brand', underline: 'always' },
  argTypes: {
    tone: { control: 'inline-radio', options: linkTones },
    underline: { control: 'inline-radio', options: linkUnderlines },
    isExternal: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
  },
  parameters: {
    route: { routes: { '/:locale/terms': <p>صفحة الشروط</p>, '/:locale/about': <p>About page</p> } },
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
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'الشروط والأحكام' });
    await expect(link).toHaveAttribute('href', '/ar/terms');
    await expect(link).not.toHaveAttribute('target');
    await userEvent.click(link);
    await expect(await within(canvasElement).findByText('صفحة الشروط')).toBeVisible();
  },
};

/** Operated from the keyboard alone. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(await within(canvasElement).findByText('صفحة الشروط')).toBeVisible();
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
  args: { children: 'تابعنا على إنستغرام', href: 'https://instagram.com/mawid' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /تابعنا على إنستغرام/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link.getAttribute('rel')).toContain('noopener');
    await expect(link).toHaveAccessibleName('تابعنا على إنستغرام (يفتح في علامة تبويب جديدة)');
    const icon = link.querySelector('[data-icon="externalLink"]')!;
    await expect(icon).toBeInTheDocument();
    // The arrow points along the reading direction: mirrored in Arabic.
    await expect(getComputedStyle(icon).transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  },
};

/** Disabled: dimmed and not operable. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link, { pointerEventsCheck: 0 });
    await expect(within(canvasElement).queryByText('صفحة الشروط')).not.toBeInTheDocument();
  },
};

/** Under the pointer: underlined. */
export const HoverUnderline: Story = { args: { underline: 'hover', tone: 'neutral', children: 'من نحن', href: '/ar/about' } };

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
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
