import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Breadcrumbs } from '../../design-system';
import { LocalePage } from './support/LocalePage';
import { inLocale, mapLocales, messageOf, perLocale } from './support/sample';

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const trail = perLocale({
  ar: { salons: 'الصالونات', salon: 'صالون الرياض', barbers: 'الحلاقون', page: 'صفحة الصالونات' },
  en: { salons: 'Salons', salon: 'Riyadh Salon', barbers: 'Barbers', page: 'Salons page' },
  tr: { salons: 'Salonlar', salon: 'Riyad Salonu', barbers: 'Berberler', page: 'Salonlar sayfası' },
  ur: { salons: 'سیلون', salon: 'ریاض سیلون', barbers: 'حجام', page: 'سیلونز کا صفحہ' },
});
const localeArgs = perLocale({
  ar: { items: [{ id: 'salons', label: trail.ar.salons, href: '/ar/provider-dashboard/salons' }, { id: 'salon', label: trail.ar.salon, href: '/ar/provider-dashboard/salons/1' }, { id: 'barbers', label: trail.ar.barbers }] },
  en: { items: [{ id: 'salons', label: trail.en.salons, href: '/en/provider-dashboard/salons' }, { id: 'salon', label: trail.en.salon, href: '/en/provider-dashboard/salons/1' }, { id: 'barbers', label: trail.en.barbers }] },
  tr: { items: [{ id: 'salons', label: trail.tr.salons, href: '/tr/provider-dashboard/salons' }, { id: 'salon', label: trail.tr.salon, href: '/tr/provider-dashboard/salons/1' }, { id: 'barbers', label: trail.tr.barbers }] },
  ur: { items: [{ id: 'salons', label: trail.ur.salons, href: '/ur/provider-dashboard/salons' }, { id: 'salon', label: trail.ur.salon, href: '/ur/provider-dashboard/salons/1' }, { id: 'barbers', label: trail.ur.barbers }] },
});

const meta = {
  title: 'Design system/Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: { ...localeArgs.ar },
  parameters: {
    localeArgs,
    route: { routes: { '/:locale/provider-dashboard/salons': <LocalePage title={mapLocales(trail, (t) => t.page)} /> } },
    docs: {
      description: {
        component:
          'Where the page sits in the hierarchy, each level a link and the current page last. React Aria Breadcrumbs underneath: the last crumb is `aria-current="page"` and not a link. Separators are chevrons that point along the reading direction (mirrored in Arabic and Urdu) and are hidden from assistive tech; long trails wrap. Use it on nested dashboard pages (a salon\'s barbers); top-level pages need none (the Sidebar shows where you are). Accessibility: a `nav` named "Breadcrumbs".',
      },
    },
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: messageOf(loaded, 'ds.navigation.breadcrumbs.label') });
    // React Aria fills the list right after the first render.
    await expect(await within(nav).findAllByRole('listitem')).toHaveLength(3);
    const current = within(nav).getByText(inLocale(trail, globals).barbers);
    await expect(current).toHaveAttribute('aria-current', 'page');
    // The current page is named in the trail but goes nowhere.
    await expect(current).not.toHaveAttribute('href');
  },
};

/** A crumb pressed: it navigates to that page. */
export const Navigate: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: inLocale(trail, globals).salons });
    await userEvent.hover(link);
    await expect(link).toHaveAttribute('data-hovered', 'true');
    await userEvent.click(link);
    await expect(await canvas.findByText(inLocale(trail, globals).page)).toBeInTheDocument();
  },
};

/** Focused from the keyboard: the focus ring shows. */
export const FocusVisible: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('link', { name: inLocale(trail, globals).salons });
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: inLocale(trail, globals).salon })).toHaveFocus();
  },
};

/** Separators pointing along the reading direction. */
export const MirroredSeparators: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByRole('listitem');
    const separator = canvasElement.querySelector('[aria-hidden="true"] svg')!;
    await expect(separator).toHaveAttribute('data-icon', 'chevronEnd');
    // The chevron points along the reading direction: flipped in Arabic.
    await waitFor(() => expect(getComputedStyle(separator).transform).not.toBe('none'));
    const [a, b] = within(canvasElement).getAllByRole('listitem');
    await expect(a!.getBoundingClientRect().left).toBeGreaterThan(b!.getBoundingClientRect().left);
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  globals: { locale: 'ar' },
  args: {
    items: [
      { id: 'a', label: 'الصالونات والفروع المسجلة', href: '/ar/a' },
      { id: 'b', label: 'صالون الرياض الرئيسي — حي العليا', href: '/ar/b' },
      { id: 'c', label: 'الحلاقون والخدمات التي يقدمونها', href: '/ar/c' },
      { id: 'd', label: 'ساعات عمل الحلاق سالم العتيبي وفترات الاستراحة' },
    ],
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByRole('listitem');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: {
    items: [
      { id: 'a', label: 'Kayıtlı salonlar ve şubeler', href: '/tr/a' },
      { id: 'b', label: 'Berberlerin haftalık çalışma saatleri' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: 'Sayfa yolu' })).toBeInTheDocument();
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    items: [
      { id: 'salons', label: 'Salons', href: '/en/provider-dashboard/salons' },
      { id: 'barbers', label: 'Barbers' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumbs' })).toBeInTheDocument();
    await canvas.findAllByRole('listitem');
    const separator = canvasElement.querySelector('[aria-hidden="true"] svg')!;
    await waitFor(() => expect(Math.round(separator.getBoundingClientRect().width)).toBeGreaterThan(0));
    await expect(getComputedStyle(separator).transform).toBe('none');
  },
};
