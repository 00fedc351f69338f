import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AlertDialog, alertDialogTones, Button, DialogTrigger, type AlertDialogProps } from '../../design-system';
import { inLocale, messageOf, perLocale } from './support/sample';

const body = within(document.body);

interface AlertDialogDemoProps extends Omit<AlertDialogProps, 'isOpen' | 'onOpenChange' | 'defaultOpen'> {
  openLabel: string;
}

function AlertDialogDemo({ openLabel, ...props }: AlertDialogDemoProps) {
  return (
    <DialogTrigger>
      <Button tone="critical">{openLabel}</Button>
      <AlertDialog {...props} />
    </DialogTrigger>
  );
}

/**
 * React Aria announces a focused button's pending state through its live announcer and keeps that
 * entry for 7 s; once the dialog has closed the entry points at a button that no longer exists and
 * axe flags it. Users heard the announcement already, so drop the stale entries between checks.
 */
function dropStaleAnnouncements() {
  document.querySelectorAll('[data-live-announcer] [aria-labelledby]').forEach((entry) => {
    const ids = entry.getAttribute('aria-labelledby')!.split(' ');
    if (ids.some((id) => !document.getElementById(id))) entry.remove();
  });
}

const slowly = (ms: number) => () => new Promise<void>((resolve) => setTimeout(resolve, ms));

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const localeArgs = perLocale({
  ar: { openLabel: 'حذف الحلاق', title: 'حذف الحلاق؟', children: 'سيُحذف الحلاق أحمد وجميع أوقات عمله. لا يمكن التراجع عن ذلك.', confirmLabel: 'حذف' },
  en: { openLabel: 'Delete barber', title: 'Delete the barber?', children: 'Ahmed and all his working hours will be deleted. This cannot be undone.', confirmLabel: 'Delete' },
  tr: { openLabel: 'Berberi sil', title: 'Berber silinsin mi?', children: 'Ahmed ve tüm çalışma saatleri silinecek. Bu işlem geri alınamaz.', confirmLabel: 'Sil' },
  ur: { openLabel: 'حجام حذف کریں', title: 'حجام حذف کریں؟', children: 'حجام احمد اور ان کے تمام اوقاتِ کار حذف ہو جائیں گے۔ یہ عمل واپس نہیں ہو سکتا۔', confirmLabel: 'حذف کریں' },
});
const confirmReservation = perLocale({
  ar: { openLabel: 'تأكيد الحجز', title: 'تأكيد الحجز؟', children: 'سيصل العميل إشعار بتأكيد موعده.', confirmLabel: 'تأكيد' },
  en: { openLabel: 'Confirm reservation', title: 'Confirm the reservation?', children: 'The client will be notified that the appointment is confirmed.', confirmLabel: 'Confirm' },
  tr: { openLabel: 'Rezervasyonu onayla', title: 'Rezervasyon onaylansın mı?', children: 'Müşteriye randevusunun onaylandığı bildirilecek.', confirmLabel: 'Onayla' },
  ur: { openLabel: 'بکنگ کی تصدیق کریں', title: 'بکنگ کی تصدیق کریں؟', children: 'کلائنٹ کو ملاقات کی تصدیق کی اطلاع ملے گی۔', confirmLabel: 'تصدیق کریں' },
});

const meta = {
  title: 'Design system/Overlays/AlertDialog',
  component: AlertDialogDemo,
  args: {
    ...localeArgs.ar,
    tone: 'critical',
    onConfirm: fn(slowly(400)),
  },
  argTypes: { tone: { control: 'inline-radio', options: alertDialogTones } },
  beforeEach: () => dropStaleAnnouncements,
  parameters: {
    localeArgs,
    docs: {
      description: {
        component:
          'Asks before a destructive or irreversible action (delete a barber, cancel a reservation). Give the title as a question and the confirm button the verb. `onConfirm` may return a promise: the confirm button shows a spinner, the dialog cannot be dismissed, and it closes when the promise resolves; if it rejects, the dialog stays open with a translated error so the user can retry or cancel. Use Modal + Dialog for anything that is not a yes/no decision. Accessibility: `role="alertdialog"`, the description is linked with `aria-describedby`, focus starts on Cancel, a press outside does not dismiss it, Escape cancels (not while the action runs).',
      },
    },
  },
} satisfies Meta<typeof AlertDialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ args, canvasElement, globals, loaded }) => {
    const { openLabel, title, children, confirmLabel } = inLocale(localeArgs, globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: openLabel }));
    const dialog = await body.findByRole('alertdialog', { name: title });
    await expect(dialog).toHaveAccessibleDescription(children);
    await expect(within(dialog).getByRole('button', { name: messageOf(loaded, 'ds.overlays.alertDialog.cancel') })).toHaveFocus();
    const confirm = within(dialog).getByRole('button', { name: confirmLabel });
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('data-pending', 'true');
    // While the action runs, Escape does not close the dialog.
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    dropStaleAnnouncements();
  },
};

/** Cancelled from the keyboard: focus returns to the opening button. */
export const CancelWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await expect(trigger).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await body.findByRole('alertdialog');
    // Enter on the initially focused button cancels: nothing is destroyed by accident.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Escape cancels and closes it. */
export const EscapeCancels: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await body.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** A press outside does not close it: the choice must be made. */
export const OutsidePressDoesNotDismiss: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await body.findByRole('alertdialog');
    await userEvent.click(dialog.parentElement!.parentElement!);
    await expect(dialog).toBeInTheDocument();
  },
};

/** The confirmed action failed: the error shows inside the dialog. */
export const Failure: Story = {
  args: { onConfirm: fn(() => Promise.reject(new Error('offline'))) },
  play: async ({ args, canvasElement, globals, loaded }) => {
    const { confirmLabel } = inLocale(localeArgs, globals);
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await body.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: confirmLabel }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(messageOf(loaded, 'ds.overlays.alertDialog.failed'));
    await expect(dialog).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: confirmLabel })).not.toHaveAttribute('data-pending');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    // Cancel still works after a failure.
    await userEvent.click(within(dialog).getByRole('button', { name: messageOf(loaded, 'ds.overlays.alertDialog.cancel') }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    dropStaleAnnouncements();
  },
};

/** A confirmation that is not destructive, in the primary tone. */
export const PrimaryTone: Story = {
  args: {
    tone: 'primary',
    ...confirmReservation.ar,
  },
  parameters: { localeArgs: confirmReservation },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  globals: { locale: 'ar' },
  args: {
    title: 'إلغاء جميع حجوزات اليوم لصالون الرياض الرئيسي وإبلاغ العملاء برسالة نصية؟',
    children:
      'سيتم إلغاء اثني عشر حجزًا مؤكدًا ومعلقًا، وسيتلقى كل عميل رسالة نصية تعتذر عن الإلغاء، وتُعاد المبالغ المدفوعة إلى محافظهم خلال ثلاثة أيام عمل.',
    confirmLabel: 'إلغاء جميع الحجوزات',
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: {
    openLabel: 'Berberi sil',
    title: 'Bu berberi ve tüm çalışma saatlerini kalıcı olarak silmek istediğinizden emin misiniz?',
    children: 'Bu işlem geri alınamaz.',
    confirmLabel: 'Kalıcı olarak sil',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(await body.findByRole('button', { name: 'Vazgeç' })).toHaveFocus();
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { openLabel: 'Delete barber', title: 'Delete this barber?', children: 'This cannot be undone.', confirmLabel: 'Delete' },
  play: async ({ args, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete barber' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Delete this barber?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    dropStaleAnnouncements();
  },
};
