import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Banner, bannerTones } from '../../design-system';

const meta = {
  title: 'Design system/Feedback/Banner',
  component: Banner,
  args: {
    tone: 'critical',
    children: 'لم تُضف حسابًا بنكيًا بعد، ولن تصلك أرباح الحجوزات حتى تضيفه.',
    action: { label: 'إضافة حساب بنكي', href: '/ar/provider-dashboard/bank' },
  },
  argTypes: { tone: { control: 'inline-radio', options: bannerTones } },
  parameters: {
    layout: 'fullscreen',
    route: { routes: { '/:locale/provider-dashboard/bank': <p>صفحة الحساب البنكي</p> } },
    docs: {
      description: {
        component:
          'A full-width strip at the top of the content about the whole account: the red no-bank-account banner (`tone="critical"` with `action={{ label, href }}` to the bank page), an expiring package, maintenance. For a message about one form or card use Alert; for something that just happened use Toast. Accessibility: it is part of the page, so it is not announced on load; the tone is spoken as a word ("Error:") before the message and the icon is decorative; the action is a real link (client-side navigation).',
      },
    },
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('خطأ:', { exact: false })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: 'إضافة حساب بنكي' }));
    await expect(await canvas.findByText('صفحة الحساب البنكي')).toBeInTheDocument();
  },
};

/** The missing bank account banner with its call to action. */
export const NoBankAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'إضافة حساب بنكي' });
    await expect(link).toHaveAttribute('href', '/ar/provider-dashboard/bank');
    // Full width: the strip spans the canvas.
    const strip = link.parentElement!;
    await expect(Math.round(strip.getBoundingClientRect().width)).toBe(Math.round(canvasElement.getBoundingClientRect().width));
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

/** Focused from the keyboard: the focus ring shows. */
export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('صفحة الحساب البنكي')).toBeInTheDocument();
  },
};

/** Every tone side by side. */
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {bannerTones.map((tone) => (
        <Banner key={tone} {...args} tone={tone}>
          باقتك تنتهي خلال ثلاثة أيام.
        </Banner>
      ))}
    </div>
  ),
  args: { action: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const word of ['خطأ', 'تنبيه', 'معلومة', 'تم بنجاح']) await expect(canvas.getByText(`${word}:`, { exact: false })).toBeInTheDocument();
  },
};

/** A banner with a message and no action. */
export const WithoutAction: Story = {
  args: { tone: 'info', action: undefined, children: 'ستتوقف الخدمة للصيانة ليلة الجمعة من الساعة ٢ إلى ٤ صباحًا.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).not.toBeInTheDocument();
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  args: {
    children:
      'لم تُضف حسابًا بنكيًا بعد، ولن نتمكن من تحويل أرباح الحجوزات المكتملة إلى حسابك حتى تضيف رقم الآيبان واسم صاحب الحساب كما هو مسجل لدى البنك.',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: {
    children: 'Henüz bir banka hesabı eklemediniz; hesap eklenene kadar tamamlanan rezervasyonların kazançları aktarılamaz.',
    action: { label: 'Banka hesabı ekle', href: '/tr/provider-dashboard/bank' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Hata:', { exact: false })).toBeInTheDocument();
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    children: 'You have not added a bank account yet, so earnings cannot be paid out.',
    action: { label: 'Add a bank account', href: '/en/provider-dashboard/bank' },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await expect(within(canvasElement).getByRole('link', { name: 'Add a bank account' })).toBeInTheDocument();
    await expect(within(canvasElement).getByText('Error:', { exact: false })).toBeInTheDocument();
  },
};
