import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ContactMap } from '../../design-system';
import { inLocale, messageOf, perLocale } from './support/sample';

// A stand-in tile drawn inline, so the story shows a working map on a machine without network.
const demoTiles =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256"><rect width="256" height="256" fill="#eef1ee"/><path d="M0 128h256M128 0v256" stroke="#ffffff" stroke-width="14"/><path d="M0 40h256M40 0v256" stroke="#dfe4df" stroke-width="4"/></svg>',
  );

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const localeArgs = perLocale({
  ar: { address: 'طريق الملك فهد، حي العليا، الرياض ١٢٢١٤' },
  en: { address: 'King Fahd Road, Olaya, Riyadh 12214' },
  tr: { address: 'Kral Fahd Yolu, Olaya, Riyad 12214' },
  ur: { address: 'شاہ فہد روڈ، العلیا، ریاض ۱۲۲۱۴' },
});
const openInMaps = (loaded: Record<string, unknown>) => new RegExp(messageOf(loaded, 'ds.website.map.open'));

const meta = {
  title: 'Design system/Website/ContactMap',
  component: ContactMap,
  args: {
    latitude: 24.7136,
    longitude: 46.6753,
    zoom: 16,
    ...localeArgs.ar,
    tileUrlTemplate: demoTiles,
    attribution: '© OpenStreetMap',
  },
  parameters: {
    localeArgs,
    docs: {
      description: {
        component:
          'The contact section\'s map: plain image tiles of a small Web-Mercator grid around the location (no map library), a marker, the address and an "Open in maps" link. The tile server is configurable (`tileUrlTemplate`, e.g. `https://tile.openstreetmap.org/{z}/{x}/{y}.png`, with its `attribution`). When no tile server is set or a tile fails to load (offline, blocked), the map gives way to a short notice while the address and the link stay, so the page never shows a broken map. Accessibility: the map is an image named "Map of …"; the address is real text in an `address` element; the link says it opens a new tab. The map itself is always laid out left to right, like geography. Instead: Only on the contact page; for an address alone use DescriptionList with a Link to a maps app.',
      },
    },
  },
} satisfies Meta<typeof ContactMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: messageOf(loaded, 'ds.website.map.label', { address: inLocale(localeArgs, globals).address }) })).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-map-state]')).toHaveAttribute('data-map-state', 'tiles');
    const link = canvas.getByRole('link', { name: openInMaps(loaded) });
    await expect(link).toHaveAttribute('href', 'https://www.openstreetmap.org/?mlat=24.713600&mlon=46.675300#map=16/24.713600/46.675300');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** Map tiles that fail to load: the address and link remain. */
export const TilesFailToLoad: Story = {
  // Nothing listens on port 9: every tile fails at once, as it would offline.
  args: { tileUrlTemplate: 'http://127.0.0.1:9/{z}/{x}/{y}.png' },
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('[data-map-state]')).toHaveAttribute('data-map-state', 'fallback'), { timeout: 10_000 });
    await expect(canvas.getByText(messageOf(loaded, 'ds.website.map.unavailable'))).toBeInTheDocument();
    await expect(canvas.getByText(inLocale(localeArgs, globals).address)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: openInMaps(loaded) })).toBeInTheDocument();
  },
};

/** No tile server configured: the address and link without a map. */
export const NoTileServer: Story = {
  args: { tileUrlTemplate: undefined },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.getByText(messageOf(loaded, 'ds.website.map.unavailable'))).toBeInTheDocument();
    const link = canvas.getByRole('link', { name: openInMaps(loaded) });
    await userEvent.hover(link);
    await expect(link).toHaveAttribute('data-hovered', 'true');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
  },
};

/** Coordinates that are no place on Earth: a message instead of a map, the address remains. */
export const InvalidLocation: Story = {
  args: { latitude: 124.7, longitude: 46.6 },
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(messageOf(loaded, 'ds.website.map.invalidLocation'))).toBeInTheDocument();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.getByText(inLocale(localeArgs, globals).address)).toBeInTheDocument();
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  globals: { locale: 'ar' },
  args: { address: 'مجمع النخبة التجاري، الدور الأرضي، محل رقم ١٤، طريق الملك عبدالعزيز الفرعي، حي الملقا، شمال الرياض، المملكة العربية السعودية' },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-map-state]')!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1);
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: { latitude: 41.0438, longitude: 29.0094, address: 'Barbaros Bulvarı No: 145, Beşiktaş Mahallesi, Beşiktaş, İstanbul', tileUrlTemplate: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /Haritalarda aç/ })).toBeInTheDocument();
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { address: 'King Fahd Road, Olaya, Riyadh 12214' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await expect(within(canvasElement).getByRole('img', { name: 'Map of King Fahd Road, Olaya, Riyadh 12214' })).toBeInTheDocument();
  },
};
