import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Selection as MenuSelection } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, Icon, IconButton, Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from '../../design-system';
import { LocalePage } from './support/LocalePage';
import { inLocale, perLocale } from './support/sample';

const body = within(document.body);

interface RowActionsProps {
  label: string;
  onAction: (key: string) => void;
  items: { edit: string; confirm: string; confirmHint?: string; open: string; openHref: string; cancel: string; sectionTitle: string };
}

function RowActions({ label, onAction, items }: RowActionsProps) {
  return (
    <MenuTrigger>
      <IconButton icon="more" label={label} tone="neutral" />
      <Menu onAction={(key) => onAction(String(key))}>
        <MenuSection title={items.sectionTitle}>
          <MenuItem id="edit" icon="edit">
            {items.edit}
          </MenuItem>
          <MenuItem id="confirm" icon="check" description={items.confirmHint}>
            {items.confirm}
          </MenuItem>
          <MenuItem id="open" icon="calendar" href={items.openHref}>
            {items.open}
          </MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuItem id="cancel" icon="xCircle" tone="critical">
          {items.cancel}
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const localeArgs = perLocale({
  ar: {
    label: 'إجراءات الحجز',
    items: { sectionTitle: 'الحجز', edit: 'تعديل', confirm: 'تأكيد الحجز', confirmHint: 'يرسل رسالة نصية إلى العميل', open: 'فتح صفحة الحجز', openHref: '/ar/provider-dashboard/reservations/42', cancel: 'إلغاء الحجز' },
  },
  en: {
    label: 'Reservation actions',
    items: { sectionTitle: 'Reservation', edit: 'Edit', confirm: 'Confirm reservation', confirmHint: 'Sends the client a text message', open: 'Open reservation page', openHref: '/en/provider-dashboard/reservations/42', cancel: 'Cancel reservation' },
  },
  tr: {
    label: 'Rezervasyon işlemleri',
    items: { sectionTitle: 'Rezervasyon', edit: 'Düzenle', confirm: 'Rezervasyonu onayla', confirmHint: 'Müşteriye kısa mesaj gönderir', open: 'Rezervasyon sayfasını aç', openHref: '/tr/provider-dashboard/reservations/42', cancel: 'Rezervasyonu iptal et' },
  },
  ur: {
    label: 'بکنگ کے اقدامات',
    items: { sectionTitle: 'بکنگ', edit: 'ترمیم', confirm: 'بکنگ کی تصدیق کریں', confirmHint: 'کلائنٹ کو ٹیکسٹ میسج بھیجتا ہے', open: 'بکنگ کا صفحہ کھولیں', openHref: '/ur/provider-dashboard/reservations/42', cancel: 'بکنگ منسوخ کریں' },
  },
});
const reservationPage = perLocale({ ar: 'صفحة الحجز ٤٢', en: 'Reservation 42 page', tr: '42 numaralı rezervasyon sayfası', ur: 'بکنگ ۴۲ کا صفحہ' });
const sorting = perLocale({
  ar: { sort: 'ترتيب', label: 'ترتيب الحجوزات', newest: 'الأحدث أولًا', oldest: 'الأقدم أولًا' },
  en: { sort: 'Sort', label: 'Sort reservations', newest: 'Newest first', oldest: 'Oldest first' },
  tr: { sort: 'Sırala', label: 'Rezervasyonları sırala', newest: 'Önce en yeni', oldest: 'Önce en eski' },
  ur: { sort: 'ترتیب', label: 'بکنگز کی ترتیب', newest: 'نئی پہلے', oldest: 'پرانی پہلے' },
});

const meta = {
  title: 'Design system/Actions/Menu',
  component: RowActions,
  args: {
    ...localeArgs.ar,
    onAction: fn(),
  },
  parameters: {
    localeArgs,
    route: { routes: { '/:locale/provider-dashboard/reservations/:id': <LocalePage title={reservationPage} /> } },
    docs: {
      description: {
        component:
          'A list of actions in a popover, opened from a Button or IconButton (`MenuTrigger` > trigger + `Menu` > `MenuItem`, grouped with `MenuSection` and `MenuSeparator`). Items can be links (`href`, routed in-app). Keyboard: Enter, Space or ArrowDown open it on the first item, ArrowUp on the last; arrows move, typing a letter jumps, Enter activates, Escape closes and focus returns to the trigger. The list opens at the trigger\'s inline start (right edge in Arabic). Destructive items take `tone="critical"` and should lead to an AlertDialog. For picking a value use Select; for navigation menus use the Sidebar.',
      },
    },
  },
} satisfies Meta<typeof RowActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ args, canvasElement, globals }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: inLocale(localeArgs, globals).label }));
    const menu = await body.findByRole('menu');
    await expect(within(menu).getByRole('group', { name: inLocale(localeArgs, globals).items.sectionTitle })).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: new RegExp(inLocale(localeArgs, globals).items.confirm) }));
    await expect(args.onAction).toHaveBeenCalledWith('confirm');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** Operated from the keyboard alone. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const trigger = within(canvasElement).getByRole('button', { name: inLocale(localeArgs, globals).label });
    await userEvent.tab();
    await expect(trigger).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{ArrowDown}');
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: inLocale(localeArgs, globals).items.edit })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: new RegExp(inLocale(localeArgs, globals).items.confirm) })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(within(menu).getByRole('menuitem', { name: inLocale(localeArgs, globals).items.cancel })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('cancel');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Closed with Escape: focus back on the button. */
export const EscapeReturnsFocus: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const trigger = within(canvasElement).getByRole('button', { name: inLocale(localeArgs, globals).label });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    // React Aria restores focus a frame after the menu unmounts.
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

/** An item that is a link. */
export const LinkItem: Story = {
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: inLocale(localeArgs, globals).label }));
    const link = await body.findByRole('menuitem', { name: inLocale(localeArgs, globals).items.open });
    await expect(link.tagName).toBe('A');
    await expect(link).toHaveAttribute('href', inLocale(localeArgs, globals).items.openHref);
    await userEvent.click(link);
    await expect(await within(canvasElement).findByText(inLocale(reservationPage, globals))).toBeVisible();
  },
};

/** Under the pointer. */
export const Hovered: Story = {
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: inLocale(localeArgs, globals).label }));
    const item = await body.findByRole('menuitem', { name: inLocale(localeArgs, globals).items.edit });
    await userEvent.hover(item);
    await expect(item).toHaveAttribute('data-hovered', 'true');
    await userEvent.keyboard('{Escape}');
  },
};

/** Selection lives with the caller: the menu unmounts when it closes. */
function SortMenu({ words }: { words: (typeof sorting)['ar'] }) {
  const [selected, setSelected] = useState<MenuSelection>(new Set(['newest']));
  return (
    <MenuTrigger>
      <Button tone="neutral">
        <Icon name="sort" />
        {words.sort}
      </Button>
      <Menu selectionMode="single" selectedKeys={selected} onSelectionChange={setSelected} aria-label={words.label}>
        <MenuItem id="newest">{words.newest}</MenuItem>
        <MenuItem id="oldest">{words.oldest}</MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

/** Items that can be checked. */
export const Selection: Story = {
  render: (_args, { globals }) => <SortMenu words={inLocale(sorting, globals)} />,
  play: async ({ canvasElement, globals }) => {
    const words = inLocale(sorting, globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: words.sort }));
    await expect(await body.findByRole('menuitemradio', { name: words.newest })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(body.getByRole('menuitemradio', { name: words.oldest }));
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await userEvent.click(within(canvasElement).getByRole('button', { name: words.sort }));
    await expect(await body.findByRole('menuitemradio', { name: words.oldest })).toHaveAttribute('aria-checked', 'true');
    await expect(body.getByRole('menuitemradio', { name: words.newest })).toHaveAttribute('aria-checked', 'false');
    await userEvent.keyboard('{Escape}');
  },
};

/** An item that cannot be chosen. */
export const DisabledItem: Story = {
  render: (args) => (
    <MenuTrigger>
      <IconButton icon="more" label={args.label} tone="neutral" />
      <Menu onAction={(key) => args.onAction(String(key))} disabledKeys={['cancel']}>
        <MenuItem id="edit">{args.items.edit}</MenuItem>
        <MenuItem id="cancel" tone="critical">
          {args.items.cancel}
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ args, canvasElement, globals }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: inLocale(localeArgs, globals).label }));
    const cancel = await body.findByRole('menuitem', { name: inLocale(localeArgs, globals).items.cancel });
    await expect(cancel).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(cancel, { pointerEventsCheck: 0 });
    await expect(args.onAction).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  globals: { locale: 'ar' },
  args: {
    items: {
      openHref: '/ar/provider-dashboard/reservations/42',
      sectionTitle: 'إجراءات الحجز المتاحة',
      edit: 'تعديل موعد الحجز والخدمات والحلاق المختار',
      confirm: 'تأكيد الحجز وإرسال رسالة نصية بالتفاصيل إلى العميل',
      open: 'فتح صفحة الحجز الكاملة مع سجل التغييرات',
      cancel: 'إلغاء الحجز وإعادة المبلغ المدفوع إلى محفظة العميل',
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const menu = await body.findByRole('menu');
    await expect(menu.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.keyboard('{Escape}');
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: {
    label: 'Rezervasyon işlemleri',
    items: { sectionTitle: 'Rezervasyon', edit: 'Düzenle', confirm: 'Rezervasyonu onayla', open: 'Rezervasyon sayfasını aç', openHref: '/tr/provider-dashboard/reservations/42', cancel: 'Rezervasyonu iptal et' },
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'Reservation actions',
    items: { sectionTitle: 'Reservation', edit: 'Edit', confirm: 'Confirm reservation', open: 'Open reservation page', openHref: '/en/provider-dashboard/reservations/42', cancel: 'Cancel reservation' },
  },
  play: async ({ args, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    within(canvasElement).getByRole('button', { name: 'Reservation actions' }).focus();
    await userEvent.keyboard('{ArrowUp}');
    const last = await body.findByRole('menuitem', { name: 'Cancel reservation' });
    await waitFor(() => expect(last).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('cancel');
  },
};
