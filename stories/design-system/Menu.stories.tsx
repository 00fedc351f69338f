import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Selection as MenuSelection } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, Icon, IconButton, Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from '../../design-system';

const body = within(document.body);

interface RowActionsProps {
  label: string;
  onAction: (key: string) => void;
  items: { edit: string; confirm: string; confirmHint?: string; open: string; cancel: string; sectionTitle: string };
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
          <MenuItem id="open" icon="calendar" href="/ar/provider-dashboard/reservations/42">
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

const meta = {
  title: 'Design system/Actions/Menu',
  component: RowActions,
  args: {
    label: 'إجراءات الحجز',
    onAction: fn(),
    items: { sectionTitle: 'الحجز', edit: 'تعديل', confirm: 'تأكيد الحجز', confirmHint: 'يرسل رسالة نصية إلى العميل', open: 'فتح صفحة الحجز', cancel: 'إلغاء الحجز' },
  },
  parameters: {
    route: { routes: { '/:locale/provider-dashboard/reservations/:id': <p>صفحة الحجز ٤٢</p> } },
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
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'إجراءات الحجز' }));
    const menu = await body.findByRole('menu');
    await expect(within(menu).getByRole('group', { name: 'الحجز' })).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: /تأكيد الحجز/ }));
    await expect(args.onAction).toHaveBeenCalledWith('confirm');
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/** Operated from the keyboard alone. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'إجراءات الحجز' });
    await userEvent.tab();
    await expect(trigger).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{ArrowDown}');
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'تعديل' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: /تأكيد الحجز/ })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(within(menu).getByRole('menuitem', { name: 'إلغاء الحجز' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('cancel');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Closed with Escape: focus back on the button. */
export const EscapeReturnsFocus: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'إجراءات الحجز' });
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
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'إجراءات الحجز' }));
    const link = await body.findByRole('menuitem', { name: 'فتح صفحة الحجز' });
    await expect(link.tagName).toBe('A');
    await expect(link).toHaveAttribute('href', '/ar/provider-dashboard/reservations/42');
    await userEvent.click(link);
    await expect(await within(canvasElement).findByText('صفحة الحجز ٤٢')).toBeVisible();
  },
};

/** Under the pointer. */
export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'إجراءات الحجز' }));
    const item = await body.findByRole('menuitem', { name: 'تعديل' });
    await userEvent.hover(item);
    await expect(item).toHaveAttribute('data-hovered', 'true');
    await userEvent.keyboard('{Escape}');
  },
};

/** Selection lives with the caller: the menu unmounts when it closes. */
function SortMenu() {
  const [selected, setSelected] = useState<MenuSelection>(new Set(['newest']));
  return (
    <MenuTrigger>
      <Button tone="neutral">
        <Icon name="sort" />
        ترتيب
      </Button>
      <Menu selectionMode="single" selectedKeys={selected} onSelectionChange={setSelected} aria-label="ترتيب الحجوزات">
        <MenuItem id="newest">الأحدث أولًا</MenuItem>
        <MenuItem id="oldest">الأقدم أولًا</MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

/** Items that can be checked. */
export const Selection: Story = {
  render: () => <SortMenu />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'ترتيب' }));
    await expect(await body.findByRole('menuitemradio', { name: 'الأحدث أولًا' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(body.getByRole('menuitemradio', { name: 'الأقدم أولًا' }));
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'ترتيب' }));
    await expect(await body.findByRole('menuitemradio', { name: 'الأقدم أولًا' })).toHaveAttribute('aria-checked', 'true');
    await expect(body.getByRole('menuitemradio', { name: 'الأحدث أولًا' })).toHaveAttribute('aria-checked', 'false');
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
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'إجراءات الحجز' }));
    const cancel = await body.findByRole('menuitem', { name: 'إلغاء الحجز' });
    await expect(cancel).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(cancel, { pointerEventsCheck: 0 });
    await expect(args.onAction).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  args: {
    items: {
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
    items: { sectionTitle: 'Rezervasyon', edit: 'Düzenle', confirm: 'Rezervasyonu onayla', open: 'Rezervasyon sayfasını aç', cancel: 'Rezervasyonu iptal et' },
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'Reservation actions',
    items: { sectionTitle: 'Reservation', edit: 'Edit', confirm: 'Confirm reservation', open: 'Open reservation page', cancel: 'Cancel reservation' },
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
