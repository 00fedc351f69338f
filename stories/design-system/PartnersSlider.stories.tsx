import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PARTNERS_AUTO_ADVANCE_MS, PartnersSlider, type Partner } from '../../design-system';
import { formatIn, inLocale, mapLocales, messageOf, perLocale } from './support/sample';

const colours = ['#6b3fa0', '#1d5fa8', '#1d7a46', '#8a5a00', '#c0262d'];
const logo = (text: string, index: number) =>
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 60"><rect width="160" height="60" rx="8" fill="${colours[index % colours.length]}"/><text x="80" y="38" font-size="20" text-anchor="middle" fill="#fff" font-family="sans-serif">${text}</text></svg>`,
  );
/** Ten partners, each named as "Partner 3" reads in the locale. */
const partnersNamed = (partner: string): Partner[] =>
  Array.from({ length: 10 }, (_, index) => ({
    id: `p${index + 1}`,
    name: `${partner} ${index + 1}`,
    logoSrc: logo(`P${index + 1}`, index),
    href: index % 2 === 0 ? `https://partner${index + 1}.example` : undefined,
  }));

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const localeArgs = perLocale({
  ar: { partners: partnersNamed('شريك'), label: 'شركاؤنا' },
  en: { partners: partnersNamed('Partner'), label: 'Our partners' },
  tr: { partners: partnersNamed('İş ortağı'), label: 'İş ortaklarımız' },
  ur: { partners: partnersNamed('شراکت دار'), label: 'ہمارے شراکت دار' },
});
const twoPartners = mapLocales(localeArgs, ({ partners }) => ({ partners: partners.slice(0, 2) }));

/** The component's own words and slide positions in the story's language. */
const words = ({ globals, loaded }: { globals: Record<string, unknown>; loaded: Record<string, unknown> }) => ({
  region: inLocale(localeArgs, globals).label,
  next: messageOf(loaded, 'ds.website.partners.next'),
  previous: messageOf(loaded, 'ds.website.partners.previous'),
  pause: messageOf(loaded, 'ds.website.partners.pause'),
  play: messageOf(loaded, 'ds.website.partners.play'),
  slide: (index: number) => formatIn(globals, loaded, 'ds.website.partners.slide', { index, total: 10 }),
});

const firstVisible = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-visible]')?.getAttribute('aria-label');

const meta = {
  title: 'Design system/Website/PartnersSlider',
  component: PartnersSlider,
  args: { ...localeArgs.ar, autoAdvanceMs: PARTNERS_AUTO_ADVANCE_MS },
  parameters: {
    localeArgs,
    docs: {
      description: {
        component:
          'Partner logos in a carousel on the home page. As many logos as fit are shown; previous/next move one logo (chevrons point along the reading direction), and every `autoAdvanceMs` (default 5000) it moves by itself, wrapping at the end. Automatic movement stops while the pointer is over the carousel or focus is inside it, can be paused with the first button (WCAG 2.2.2), and does not start for people who ask for reduced motion. Use for logos only; for content people must read use a list. Accessibility: WAI-ARIA carousel pattern — `aria-roledescription="carousel"`, slides labelled "2 of 10", out-of-view slides inert, a polite live region while not rotating. Instead: For content every visitor must see use FeatureGrid, which shows it all at once.',
      },
    },
  },
} satisfies Meta<typeof PartnersSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  args: { autoAdvanceMs: 60_000 },
  play: async (context) => {
    const { canvasElement } = context;
    const t = words(context);
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('region', { name: t.region });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = canvasElement.querySelectorAll('[aria-roledescription="slide"]');
    await expect(slides).toHaveLength(10);
    await expect(slides[0]).toHaveAttribute('aria-label', t.slide(1));
    await waitFor(() => expect(firstVisible(canvasElement)).toBe(t.slide(1)));
    await userEvent.click(canvas.getByRole('button', { name: t.next }));
    await expect(firstVisible(canvasElement)).toBe(t.slide(2));
    await userEvent.click(canvas.getByRole('button', { name: t.previous }));
    await expect(firstVisible(canvasElement)).toBe(t.slide(1));
    // Back from the first goes round to the end.
    await userEvent.click(canvas.getByRole('button', { name: t.previous }));
    await expect(slides[9]).toHaveAttribute('data-visible', 'true');
    await expect(slides[0]).toHaveAttribute('inert');
  },
};

/** Next moves along the reading direction. */
export const MovesAlongReadingDirection: Story = {
  args: { autoAdvanceMs: 60_000 },
  play: async (context) => {
    const { canvasElement } = context;
    const t = words(context);
    const canvas = within(canvasElement);
    const viewport = canvasElement.querySelector('[aria-live]')!;
    const slides = canvasElement.querySelectorAll('[aria-roledescription="slide"]');
    await waitFor(() => expect(firstVisible(canvasElement)).toBe(t.slide(1)));
    await userEvent.click(canvas.getByRole('button', { name: t.next }));
    // In Arabic the first visible logo sits at the right edge.
    await waitFor(() => expect(Math.abs(slides[1]!.getBoundingClientRect().right - viewport.getBoundingClientRect().right)).toBeLessThan(2));
  },
};

/** Advancing by itself, paused with its button. */
export const AutoAdvanceAndPause: Story = {
  args: { autoAdvanceMs: 600 },
  play: async (context) => {
    const { canvasElement } = context;
    const t = words(context);
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('region', { name: t.region });
    await waitFor(() => expect(firstVisible(canvasElement)).not.toBe(t.slide(1)), { timeout: 3000 });
    await expect(canvasElement.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'off');
    // Hover pauses.
    await userEvent.hover(carousel);
    await expect(carousel).not.toHaveAttribute('data-rotating');
    const whileHovered = firstVisible(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(firstVisible(canvasElement)).toBe(whileHovered);
    await userEvent.unhover(carousel);
    await expect(carousel).toHaveAttribute('data-rotating', 'true');
    // The pause button stops it for good.
    await userEvent.click(canvas.getByRole('button', { name: t.pause }));
    await userEvent.unhover(carousel);
    await expect(canvas.getByRole('button', { name: t.play })).toBeInTheDocument();
    await expect(carousel).not.toHaveAttribute('data-rotating');
    await expect(canvasElement.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  },
};

/** Focus inside pauses it. */
export const FocusPauses: Story = {
  args: { autoAdvanceMs: 600 },
  play: async (context) => {
    const { canvasElement } = context;
    const t = words(context);
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('region', { name: t.region });
    await userEvent.tab();
    const pause = canvas.getByRole('button', { name: t.pause });
    await expect(pause).toHaveFocus();
    await expect(pause).toHaveAttribute('data-focus-visible', 'true');
    await expect(carousel).not.toHaveAttribute('data-rotating');
    const whileFocused = firstVisible(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(firstVisible(canvasElement)).toBe(whileFocused);
    // Keyboard: next with Enter.
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t.next })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(firstVisible(canvasElement)).not.toBe(whileFocused);
  },
};

/** Fewer partners than fit: no controls. */
export const FewPartners: Story = {
  args: { ...twoPartners.ar },
  parameters: { localeArgs: twoPartners },
  play: async (context) => {
    const { canvasElement } = context;
    const t = words(context);
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: t.next })).toBeDisabled());
    await expect(canvas.queryByRole('button', { name: t.pause })).not.toBeInTheDocument();
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  globals: { locale: 'ar' },
  args: { label: 'شركاؤنا من الصالونات والموردين والمؤسسات التي تثق بموعد في جميع مناطق المملكة', autoAdvanceMs: 60_000 },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: { label: 'Mawid’e güvenen iş ortaklarımız ve tedarikçilerimiz', autoAdvanceMs: 60_000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sonraki iş ortakları' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-roledescription="slide"]')).toHaveAttribute('aria-label', '1 / 10');
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Our partners', autoAdvanceMs: 60_000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await waitFor(() => expect(firstVisible(canvasElement)).toBe('1 of 10'));
    await userEvent.click(canvas.getByRole('button', { name: 'Next partners' }));
    const viewport = canvasElement.querySelector('[aria-live]')!;
    const second = canvasElement.querySelectorAll('[aria-roledescription="slide"]')[1]!;
    // In English the first visible logo sits at the left edge.
    await waitFor(() => expect(Math.abs(second.getBoundingClientRect().left - viewport.getBoundingClientRect().left)).toBeLessThan(2));
  },
};
