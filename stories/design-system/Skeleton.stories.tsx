import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, Skeleton, SkeletonRegion, skeletonShapes } from '../../design-system';
import { inLocale, messageOf, perLocale } from './support/sample';

const meta = {
  title: 'Design system/Feedback/Skeleton',
  component: Skeleton,
  args: { shape: 'text', lines: 3 },
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
  parameters: {
    docs: {
      description: {
        component:
          'Grey placeholders in the shape of content that is loading (lines of text, blocks, a circle for an avatar), so the layout does not jump when data arrives. The sweep stops under reduced motion. Skeletons are hidden from assistive tech: wrap the loading area in `SkeletonRegion`, which sets `aria-busy`, says "Loading…" once and shows `fallback` until `isLoading` is false. For a short wait inside a control use Spinner; for known progress use ProgressBar.',
      },
    },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const lines = canvasElement.querySelectorAll('[data-skeleton="text"]');
    await expect(lines).toHaveLength(3);
    // The last line is shorter, like the end of a paragraph.
    await waitFor(() => expect(lines[2]!.getBoundingClientRect().width).toBeLessThan(lines[0]!.getBoundingClientRect().width));
    await expect(lines[0]!.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

/** Every placeholder shape. */
export const Shapes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Skeleton shape="circle" />
      <div style={{ flex: 1 }}>
        <Skeleton shape="text" lines={2} />
      </div>
      <Skeleton shape="block" inlineSize="30%" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const circle = canvasElement.querySelector('[data-skeleton="circle"]')!;
    await waitFor(() => expect(Math.round(circle.getBoundingClientRect().width)).toBe(48));
    await expect(Math.round(circle.getBoundingClientRect().height)).toBe(48);
  },
};

/** The shimmer moving, and still under reduced motion. */
export const Shimmer: Story = {
  play: async ({ canvasElement }) => {
    const line = canvasElement.querySelector('[data-skeleton="text"]')!;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await waitFor(() => expect(getComputedStyle(line).animationName === 'none').toBe(reduced));
  },
};

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const salon = perLocale({
  ar: { done: 'انتهى التحميل', content: 'صالون الرياض — ٤ حلاقين' },
  en: { done: 'Loading finished', content: 'Riyadh salon — 4 barbers' },
  tr: { done: 'Yükleme bitti', content: 'Riyad salonu — 4 berber' },
  ur: { done: 'لوڈنگ مکمل', content: 'ریاض سیلون — ۴ حجام' },
});

function LoadingDemo({ text }: { text: (typeof salon)['ar'] }) {
  const [loading, setLoading] = useState(true);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Button onPress={() => setLoading(false)}>{text.done}</Button>
      <SkeletonRegion isLoading={loading} fallback={<Skeleton lines={2} />}>
        <p style={{ margin: 0 }}>{text.content}</p>
      </SkeletonRegion>
    </div>
  );
}

/** A loading region announced to screen readers. */
export const Region: Story = {
  render: (_args, { globals }) => <LoadingDemo text={inLocale(salon, globals)} />,
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    const region = status.parentElement!;
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent(messageOf(loaded, 'ds.feedback.skeleton.loading'));
    await userEvent.click(canvas.getByRole('button'));
    await waitFor(() => expect(region).not.toHaveAttribute('aria-busy'));
    await expect(canvas.getByText(inLocale(salon, globals).content)).toBeInTheDocument();
    await expect(status).toBeEmptyDOMElement();
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  render: () => (
    <SkeletonRegion isLoading fallback={<Skeleton lines={4} />}>
      <p>Loaded</p>
    </SkeletonRegion>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
    const lines = [...canvasElement.querySelectorAll('[data-skeleton="text"]')];
    await waitFor(() => expect(lines.at(-1)!.getBoundingClientRect().width).toBeLessThan(lines[0]!.getBoundingClientRect().width));
    // The short last line starts at the inline start: the left in English.
    await expect(Math.round(lines.at(-1)!.getBoundingClientRect().left)).toBe(Math.round(lines[0]!.getBoundingClientRect().left));
  },
};

/** Placeholders in Arabic, right to left. */
export const Arabic: Story = {
  render: () => <Skeleton lines={4} />,
  play: async ({ canvasElement }) => {
    const lines = [...canvasElement.querySelectorAll('[data-skeleton="text"]')];
    await waitFor(() => expect(lines.at(-1)!.getBoundingClientRect().width).toBeLessThan(lines[0]!.getBoundingClientRect().width));
    // In Arabic the short last line hugs the right edge.
    await expect(Math.round(lines.at(-1)!.getBoundingClientRect().right)).toBe(Math.round(lines[0]!.getBoundingClientRect().right));
  },
};
