import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LocationPicker, type MapPoint } from '../../design-system/components/LocationPicker';
import { messageOf, numberIn, perLocale } from './support/sample';

// A stand-in tile drawn inline, so the story shows a working map on a machine without network.
const demoTiles =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256"><rect width="256" height="256" fill="#eef1ee"/><path d="M0 128h256M128 0v256" stroke="#ffffff" stroke-width="14"/><path d="M0 40h256M40 0v256" stroke="#dfe4df" stroke-width="4"/></svg>',
  );
const riyadh: MapPoint = { latitude: 24.7136, longitude: 46.6753 };

/** The picker with its pin held as a form holds it. */
function Controlled({ initial = null, onChange, ...props }: Omit<Parameters<typeof LocationPicker>[0], 'value'> & { initial?: MapPoint | null }) {
  const [pin, setPin] = useState<MapPoint | null>(initial);
  return (
    <LocationPicker
      {...props}
      value={pin}
      onChange={(next) => {
        setPin(next);
        onChange(next);
      }}
    />
  );
}

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const localeArgs = perLocale({
  ar: { label: 'الموقع على الخريطة' },
  en: { label: 'Location on the map' },
  tr: { label: 'Haritadaki konum' },
  ur: { label: 'نقشے پر مقام' },
});

/** The pin's status line as the story's locale writes it (five decimal places, as the component). */
const pinnedText = (globals: Record<string, unknown>, loaded: Record<string, unknown>, pin: MapPoint) => {
  const degrees = (n: number) => numberIn(globals, n, { minimumFractionDigits: 5, maximumFractionDigits: 5 });
  return messageOf(loaded, 'ds.forms.location.pinned', { latitude: degrees(pin.latitude), longitude: degrees(pin.longitude) });
};

const meta = {
  title: 'Design system/Forms/LocationPicker',
  component: Controlled,
  args: { ...localeArgs.ar, centre: riyadh, tileUrlTemplate: demoTiles, attribution: '© OpenStreetMap', onChange: fn() },
  parameters: {
    localeArgs,
    frame: 'form',
    docs: {
      description: {
        component:
          'An optional pin on a map for a place whose city is already chosen (a salon): the map opens on the city, a press puts the pin there and centres the map on it, the arrow keys move it, Enter puts it in the middle, the zoom buttons zoom and "Remove pin" takes it away (the city then stands for the place). Plain image tiles from a configurable `tileUrlTemplate` (no map library, as ContactMap); without one, or when tiles cannot load, a notice says the city is used and the form goes on. Accessibility: the map is one button named with its keyboard use; the pin\'s coordinates are announced in a live status. Instead: to show a known place to visitors use ContactMap; for a typed address alone use TextField.',
      },
    },
  },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

const pinOf = (onChange: unknown): MapPoint | null => {
  const calls = (onChange as { mock: { calls: [MapPoint | null][] } }).mock.calls;
  return calls[calls.length - 1]![0];
};

/** The default state, every prop a control: the map on the city, no pin yet. */
export const Playground: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: messageOf(loaded, 'ds.forms.location.map') })).toBeVisible();
    await expect(canvas.getByText(messageOf(loaded, 'ds.forms.location.noPin'))).toBeVisible();
  },
};

/** A press puts the pin where it lands; the arrow keys move it; "Remove pin" takes it away. */
export const PlaceMoveAndRemove: Story = {
  play: async ({ args, canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    const map = canvas.getByRole('button', { name: messageOf(loaded, 'ds.forms.location.map') });
    const box = map.getBoundingClientRect();
    // East and south of the middle.
    await userEvent.pointer({ keys: '[MouseLeft]', target: map, coords: { clientX: box.left + box.width / 2 + 40, clientY: box.top + box.height / 2 + 30 } });
    const placed = pinOf(args.onChange)!;
    await expect(placed.longitude).toBeGreaterThan(riyadh.longitude);
    await expect(placed.latitude).toBeLessThan(riyadh.latitude);
    await expect(canvas.getByText(pinnedText(globals, loaded, placed))).toBeVisible();
    map.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(pinOf(args.onChange)!.latitude).toBeGreaterThan(placed.latitude);
    await userEvent.click(canvas.getByRole('button', { name: messageOf(loaded, 'ds.forms.location.removePin') }));
    await expect(pinOf(args.onChange)).toBeNull();
    await expect(canvas.getByText(messageOf(loaded, 'ds.forms.location.noPin'))).toBeVisible();
  },
};

/** No tile server reachable: a notice says the city is used, and nothing blocks the form. */
export const TilesUnavailable: Story = {
  args: { tileUrlTemplate: 'https://tiles.invalid/{z}/{x}/{y}.png' },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('note', {}, { timeout: 10_000 })).toHaveTextContent(messageOf(loaded, 'ds.forms.location.unavailable'));
    await expect(canvas.queryByRole('button', { name: messageOf(loaded, 'ds.forms.location.map') })).toBeNull();
  },
};

/** No tile server configured at all: the same notice. */
export const NoTileServer: Story = {
  args: { tileUrlTemplate: undefined },
  play: async ({ canvasElement, loaded }) => {
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent(messageOf(loaded, 'ds.forms.location.unavailable'));
  },
};

/** Before a city is chosen: nothing to show, it says to choose the city. */
export const NoCityYet: Story = {
  args: { centre: null },
  play: async ({ canvasElement, loaded }) => {
    await expect(within(canvasElement).getByText(messageOf(loaded, 'ds.forms.location.chooseCity'))).toBeVisible();
  },
};

/** In English, with the keyboard: Enter puts the pin in the middle, zoom changes the map. */
export const EnglishKeyboard: Story = {
  globals: { locale: 'en' },
  args: { label: 'Location on the map' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const map = canvas.getByRole('button', { name: /^Map:/ });
    map.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(pinOf(args.onChange)).not.toBeNull());
    await expect(pinOf(args.onChange)!.latitude).toBeCloseTo(riyadh.latitude, 5);
    await expect(canvas.getByText(/^Pin at 24\.71360, 46\.67530\.$/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    await expect(canvas.getByRole('button', { name: 'Remove pin' })).toBeVisible();
  },
};
