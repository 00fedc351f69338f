import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, DialogTrigger, Popover, popoverPlacements, type PopoverPlacement } from '../../design-system';
import { inLocale, perLocale } from './support/sample';

const body = within(document.body);

interface PopoverDemoProps {
  placement: PopoverPlacement;
  showArrow: boolean;
  title: string;
  text: string;
  openLabel: string;
  confirmLabel: string;
}

function PopoverDemo({ placement, showArrow, title, text, openLabel, confirmLabel }: PopoverDemoProps) {
  return (
    <div style={{ padding: 120, display: 'flex', justifyContent: 'center' }}>
      <DialogTrigger>
        <Button tone="neutral">{openLabel}</Button>
        <Popover placement={placement} showArrow={showArrow} title={title}>
          <p style={{ margin: 0 }}>{text}</p>
          <Button size="small">{confirmLabel}</Button>
        </Popover>
      </DialogTrigger>
    </div>
  );
}

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const localeArgs = perLocale({
  ar: { title: 'حجز الساعة ٤:٠٠ م', text: 'أحمد — قص وتحديد لحية، مع الحلاق سالم.', openLabel: 'تفاصيل الحجز', confirmLabel: 'تأكيد الحجز' },
  en: { title: 'Reservation at 4:00 PM', text: 'Ahmed — haircut and beard trim with Salem.', openLabel: 'Reservation details', confirmLabel: 'Confirm reservation' },
  tr: { title: 'Saat 16:00 rezervasyonu', text: 'Ahmed — saç kesimi ve sakal düzeltme, berber Salim ile.', openLabel: 'Rezervasyon ayrıntıları', confirmLabel: 'Rezervasyonu onayla' },
  ur: { title: 'شام ۴:۰۰ بجے کی بکنگ', text: 'احمد — بال کٹوائی اور داڑھی کی تراش، حجام سالم کے ساتھ۔', openLabel: 'بکنگ کی تفصیلات', confirmLabel: 'بکنگ کی تصدیق کریں' },
});

const meta = {
  title: 'Design system/Overlays/Popover',
  component: PopoverDemo,
  args: {
    placement: 'bottom',
    showArrow: true,
    ...localeArgs.ar,
  },
  argTypes: { placement: { control: 'select', options: popoverPlacements } },
  parameters: {
    localeArgs,
    docs: {
      description: {
        component:
          'Small, non-modal content next to its trigger: a reservation\'s details in the schedule, filters, a legend. Put it in a `DialogTrigger` after its Button. Placement is logical (`start`/`end` follow the reading direction) and flips when there is no room; the arrow points at the trigger. For a task that needs full attention use Modal; for a list of commands use Menu; for a one-line hint use Tooltip. Accessibility: it is a dialog named by `title` (or `aria-label`); focus moves in and returns to the trigger; Escape and a press outside close it.',
      },
    },
  },
} satisfies Meta<typeof PopoverDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const trigger = within(canvasElement).getByRole('button', { name: inLocale(localeArgs, globals).openLabel });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: inLocale(localeArgs, globals).title });
    await waitFor(() => expect(dialog.getBoundingClientRect().top).toBeGreaterThanOrEqual(trigger.getBoundingClientRect().bottom));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Opened from the keyboard, closed by a press outside. */
export const KeyboardAndOutsidePress: Story = {
  play: async ({ canvasElement, globals }) => {
    const trigger = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await expect(trigger).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog');
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: inLocale(localeArgs, globals).confirmLabel })).toHaveFocus();
    await userEvent.click(canvasElement);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Placed at the trigger's end side. */
export const PlacementEnd: Story = {
  args: { placement: 'end' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog');
    // "End" in Arabic is the left of the trigger.
    await waitFor(() => expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(trigger.getBoundingClientRect().left));
  },
};

/** Without its arrow. */
export const WithoutArrow: Story = {
  args: { showArrow: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await body.findByRole('dialog');
    await expect(dialog.parentElement!.querySelector('svg[aria-hidden="true"]')).toBeNull();
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  globals: { locale: 'ar' },
  args: {
    title: 'حجز الساعة الرابعة مساءً في صالون الرياض الرئيسي مع الحلاق سالم العتيبي',
    text: 'قص شعر بالمقص، وتحديد لحية، وحمام زيت، وتنظيف بشرة. ملاحظة العميل: يفضّل عدم استخدام ماكينة الحلاقة على الجانبين.',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await body.findByRole('dialog');
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(400);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth + 1);
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: { title: 'Saat 16:00 rezervasyonu', text: 'Saç kesimi ve sakal düzeltme, berber Salim ile.', openLabel: 'Rezervasyon ayrıntıları' },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { title: 'Reservation at 4:00 PM', text: 'Ahmed — haircut and beard trim with Salem.', openLabel: 'Reservation details', placement: 'end' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    const trigger = within(canvasElement).getByRole('button', { name: 'Reservation details' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Reservation at 4:00 PM' });
    // "End" in English is the right of the trigger.
    await waitFor(() => expect(dialog.getBoundingClientRect().left).toBeGreaterThanOrEqual(trigger.getBoundingClientRect().right));
  },
};
