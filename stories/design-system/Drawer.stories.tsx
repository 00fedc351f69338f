import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, DialogTrigger, Drawer, type DrawerProps } from '../../design-system';
import { inLocale, messageOf, perLocale } from './support/sample';

const body = within(document.body);

interface DrawerDemoProps extends Pick<DrawerProps, 'title'> {
  openLabel: string;
  links: string[];
}

function DrawerDemo({ title, openLabel, links }: DrawerDemoProps) {
  return (
    <DialogTrigger>
      <Button tone="neutral">{openLabel}</Button>
      <Drawer title={title}>
        <nav aria-label={title} style={{ display: 'flex', flexDirection: 'column', gap: 8, padding: 16 }}>
          {links.map((link) => (
            <a key={link} href="#top">
              {link}
            </a>
          ))}
        </nav>
      </Drawer>
    </DialogTrigger>
  );
}

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const localeArgs = perLocale({
  ar: { title: 'القائمة', openLabel: 'افتح القائمة', links: ['الرئيسية', 'الصالونات', 'الحلاقون', 'الحجوزات'] },
  en: { title: 'Menu', openLabel: 'Open menu', links: ['Home', 'Salons', 'Barbers', 'Reservations'] },
  tr: { title: 'Menü', openLabel: 'Menüyü aç', links: ['Ana sayfa', 'Salonlar', 'Berberler', 'Rezervasyonlar'] },
  ur: { title: 'مینو', openLabel: 'مینو کھولیں', links: ['ہوم', 'سیلون', 'حجام', 'بکنگز'] },
});

const meta = {
  title: 'Design system/Overlays/Drawer',
  component: DrawerDemo,
  args: { ...localeArgs.ar },
  parameters: {
    localeArgs,
    docs: {
      description: {
        component:
          'A modal panel that slides in from the inline-start edge (the right in Arabic and Urdu, the left in English and Turkish). The Sidebar uses it on phones. For a centred task use Modal; for small content next to a control use Popover. Accessibility: it is a dialog named by `title` (or by `title` for screen readers when `header` shows a logo instead); focus is trapped inside and returns to the opening button; Escape, the translated close button and a press on the dimmed page close it.',
      },
    },
  },
} satisfies Meta<typeof DrawerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const trigger = within(canvasElement).getByRole('button', { name: inLocale(localeArgs, globals).openLabel });
    await userEvent.click(trigger);
    const drawer = await body.findByRole('dialog', { name: inLocale(localeArgs, globals).title });
    // Arabic reads right to left: the drawer hugs the right edge.
    await waitFor(() => expect(Math.round(drawer.getBoundingClientRect().right)).toBe(document.documentElement.clientWidth));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Open: focus stays inside until it closes. */
export const FocusTrapped: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await expect(trigger).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    const drawer = await body.findByRole('dialog');
    for (let i = 0; i < 7; i += 1) {
      await userEvent.tab();
      await expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
  },
};

/** Closed with its close button: focus returns to the opener. */
export const CloseButton: Story = {
  play: async ({ canvasElement, loaded }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await userEvent.click(within(await body.findByRole('dialog')).getByRole('button', { name: messageOf(loaded, 'ds.overlays.close') }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A press outside closes it. */
export const OutsidePressCloses: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const drawer = await body.findByRole('dialog');
    await userEvent.click(drawer.parentElement!.parentElement!);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  globals: { locale: 'ar' },
  args: {
    title: 'قائمة لوحة التحكم الخاصة بمقدم الخدمة وإدارة الصالونات',
    links: ['الحجوزات القادمة والمعلقة بانتظار التأكيد من الصالون', 'المعاملات المالية وسجل المحفظة والتحويلات البنكية'],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const drawer = await body.findByRole('dialog');
    await expect(drawer.scrollWidth).toBeLessThanOrEqual(drawer.clientWidth + 1);
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: { title: 'Menü', openLabel: 'Menüyü aç', links: ['Onay bekleyen yaklaşan rezervasyonlar', 'Cüzdan hareketleri ve banka aktarımları'] },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { title: 'Menu', openLabel: 'Open menu', links: ['Home', 'Salons', 'Barbers', 'Reservations'] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const drawer = await body.findByRole('dialog', { name: 'Menu' });
    // English reads left to right: the drawer hugs the left edge.
    await waitFor(() => expect(Math.round(drawer.getBoundingClientRect().left)).toBe(0));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
