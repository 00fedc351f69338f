import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, Tooltip, tooltipPlacements } from '../../design-system';
import { inLocale, perLocale } from './support/sample';

const body = within(document.body);

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const localeArgs = perLocale({
  ar: { content: 'نسخ رابط الحجز', children: <Button tone="neutral">نسخ</Button> },
  en: { content: 'Copy the booking link', children: <Button tone="neutral">Copy</Button> },
  tr: { content: 'Rezervasyon bağlantısını kopyala', children: <Button tone="neutral">Kopyala</Button> },
  ur: { content: 'بکنگ کا لنک کاپی کریں', children: <Button tone="neutral">کاپی</Button> },
});
const triggerName = perLocale({ ar: 'نسخ', en: 'Copy', tr: 'Kopyala', ur: 'کاپی' });

const meta = {
  title: 'Design system/Feedback/Tooltip',
  component: Tooltip,
  args: { ...localeArgs.ar, placement: 'top', delay: 600 },
  argTypes: { placement: { control: 'inline-radio', options: tooltipPlacements } },
  // Room above and below the trigger, so the tip takes the side asked for.
  decorators: [(Story) => <div style={{ paddingBlock: 80 }}>{Story()}</div>],
  parameters: {
    localeArgs,
    docs: {
      description: {
        component:
          'A short label or hint for a control, shown when the pointer rests on it (after `delay`) or at once on keyboard focus; Escape hides it. Placement is logical (`start`/`end` follow the reading direction) and flips when there is no room; the arrow points at the trigger. The trigger must be a React Aria focusable element (Button, Link). Touch users cannot hover: never put essential information or interactive content in a tooltip (use a Popover). Accessibility: the tip describes its trigger (`aria-describedby`).',
      },
    },
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const trigger = within(canvasElement).getByRole('button', { name: inLocale(triggerName, globals) });
    // React Aria shows tooltips on hover once it knows a mouse is in use (a first pointer move).
    await userEvent.hover(canvasElement);
    await userEvent.hover(trigger);
    await expect(trigger).toHaveAttribute('data-hovered', 'true');
    const tip = await body.findByRole('tooltip', {}, { timeout: 3000 });
    await expect(tip).toHaveTextContent(inLocale(localeArgs, globals).content);
    await expect(trigger).toHaveAccessibleDescription(inLocale(localeArgs, globals).content);
    await expect(tip.getBoundingClientRect().bottom).toBeLessThanOrEqual(trigger.getBoundingClientRect().top);
    await userEvent.unhover(trigger);
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** Shown when its trigger is focused from the keyboard. */
export const OnFocus: Story = {
  play: async ({ canvasElement, globals }) => {
    const trigger = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await expect(trigger).toHaveAttribute('data-focus-visible', 'true');
    await expect(await body.findByRole('tooltip')).toHaveTextContent(inLocale(localeArgs, globals).content);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** Placed at the trigger's end side. */
export const PlacementEnd: Story = {
  args: { placement: 'end' },
  render: (args) => (
    <div style={{ paddingInline: 200 }}>
      <Tooltip {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    await userEvent.tab();
    const tip = await body.findByRole('tooltip');
    // "End" in Arabic is the left side.
    await expect(tip.getBoundingClientRect().right).toBeLessThanOrEqual(trigger.getBoundingClientRect().left);
  },
};

/** Disabled: dimmed and not operable. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button')).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(body.queryByRole('tooltip')).not.toBeInTheDocument();
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  globals: { locale: 'ar' },
  args: { content: 'انسخ رابط صفحة الحجز الخاصة بصالونك لمشاركته مع العملاء عبر الرسائل أو وسائل التواصل الاجتماعي' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const tip = await body.findByRole('tooltip');
    await expect(tip.getBoundingClientRect().width).toBeLessThanOrEqual(300);
    await expect(within(canvasElement).getByRole('button')).toHaveFocus();
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: { content: 'Salonunuzun rezervasyon sayfasının bağlantısını kopyalayın', children: <Button tone="neutral">Kopyala</Button> },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { content: 'Copy the booking link', placement: 'end', children: <Button tone="neutral">Copy</Button> },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    const trigger = within(canvasElement).getByRole('button', { name: 'Copy' });
    await userEvent.tab();
    const tip = await body.findByRole('tooltip');
    await expect(tip).toHaveTextContent('Copy the booking link');
    // "End" in English is the right side.
    await expect(tip.getBoundingClientRect().left).toBeGreaterThanOrEqual(trigger.getBoundingClientRect().right);
  },
};
