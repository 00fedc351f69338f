import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, Dialog, DialogTrigger, Modal, modalSizes, type ModalProps } from '../../design-system';
import { inLocale, messageOf, perLocale } from './support/sample';

const body = within(document.body);
/** The dimmed layer around the dialog (ModalOverlay > Modal > Dialog). */
const overlayOf = (dialog: HTMLElement) => dialog.parentElement!.parentElement!;
/** Opening and closing animate: on two busy cores that can take longer than Testing Library's 1 s. */
const SLOW = { timeout: 15_000 } as const;

interface ModalDemoProps extends Omit<ModalProps, 'children'> {
  title: string;
  text: string;
  openLabel: string;
  /** The footer's two actions. */
  actions: { back: string; next: string };
}

function ModalDemo({ title, text, openLabel, actions, ...props }: ModalDemoProps) {
  return (
    <DialogTrigger>
      <Button>{openLabel}</Button>
      <Modal {...props}>
        <Dialog
          title={title}
          footer={({ close }) => (
            <>
              <Button tone="neutral" onPress={close}>
                {actions.back}
              </Button>
              <Button onPress={close}>{actions.next}</Button>
            </>
          )}
        >
          <p style={{ margin: 0 }}>{text}</p>
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const localeArgs = perLocale({
  ar: { title: 'تسجيل الدخول', text: 'أدخل رقم جوالك لنرسل إليك رمز التحقق.', openLabel: 'افتح النافذة', actions: { back: 'رجوع', next: 'متابعة' } },
  en: { title: 'Sign in', text: 'Enter your mobile number and we will text you a verification code.', openLabel: 'Open the window', actions: { back: 'Back', next: 'Continue' } },
  tr: { title: 'Giriş yap', text: 'Doğrulama kodunu göndermemiz için cep telefonu numaranızı girin.', openLabel: 'Pencereyi aç', actions: { back: 'Geri', next: 'Devam' } },
  ur: { title: 'سائن ان', text: 'اپنا موبائل نمبر درج کریں تاکہ ہم آپ کو تصدیقی کوڈ بھیج سکیں۔', openLabel: 'ونڈو کھولیں', actions: { back: 'واپس', next: 'جاری رکھیں' } },
});
const codeTitle = perLocale({ ar: { title: 'رمز التحقق' }, en: { title: 'Verification code' }, tr: { title: 'Doğrulama kodu' }, ur: { title: 'تصدیقی کوڈ' } });

const meta = {
  title: 'Design system/Overlays/Modal',
  component: ModalDemo,
  args: {
    size: 'medium',
    isDismissable: true,
    ...localeArgs.ar,
  },
  argTypes: { size: { control: 'inline-radio', options: modalSizes } },
  parameters: {
    localeArgs,
    docs: {
      description: {
        component:
          'The modal layer that holds a `Dialog` (the login and confirm-code modals are built from them). Sizes: `small` (confirmations), `medium` (forms), `large` (settings); `medium` and `large` fill the screen on phones (`fullScreenOnPhone`). Escape closes; a press outside closes unless `isDismissable={false}` (use it when closing would lose typed input). For destructive confirmation use AlertDialog; for a panel from the edge use Drawer; for small content next to a control use Popover. Accessibility: focus moves into the dialog, is trapped there, and returns to the trigger on close; the page behind is hidden from assistive tech.',
      },
    },
  },
} satisfies Meta<typeof ModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const trigger = within(canvasElement).getByRole('button', { name: inLocale(localeArgs, globals).openLabel });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: inLocale(localeArgs, globals).title });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Every size side by side. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      {modalSizes.map((size) => (
        <ModalDemo key={size} {...args} size={size} openLabel={size} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const widths: number[] = [];
    for (const size of modalSizes) {
      await userEvent.click(within(canvasElement).getByRole('button', { name: size }));
      const dialog = await body.findByRole('dialog');
      widths.push(dialog.getBoundingClientRect().width);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    }
    await expect(widths[0]).toBeLessThan(widths[1]!);
    await expect(widths[1]).toBeLessThan(widths[2]!);
  },
};

/** Focused from the keyboard: the focus ring shows. */
export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await expect(trigger).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog');
    // Focus is trapped: Tab cycles through close, back, continue and never leaves the dialog.
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
  },
};

/** Closed with its close button. */
export const CloseButton: Story = {
  play: async ({ canvasElement, loaded }) => {
    const trigger = within(canvasElement).getByRole('button');
    await userEvent.click(trigger);
    const close = within(await body.findByRole('dialog')).getByRole('button', { name: messageOf(loaded, 'ds.overlays.close') });
    await userEvent.hover(close);
    await expect(close).toHaveAttribute('data-hovered', 'true');
    await userEvent.click(close);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A press outside closes it. */
export const DismissOnOutsidePress: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await body.findByRole('dialog');
    await userEvent.click(overlayOf(dialog));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A press outside does not close it. */
export const NotDismissable: Story = {
  args: { isDismissable: false, ...codeTitle.ar },
  parameters: { localeArgs: codeTitle },
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    // Waits for what a user sees, however long a busy machine takes: the dialog shown, still shown, then gone.
    const dialog = await body.findByRole('dialog', { name: inLocale(codeTitle, globals).title }, SLOW);
    await waitFor(() => expect(dialog).toBeVisible(), SLOW);
    await userEvent.click(overlayOf(dialog));
    await expect(dialog).toBeVisible();
    // Escape still closes: the user always has a keyboard way out. A key goes where focus is, so first wait
    // until focus is back inside the dialog (a press outside moves it away for a moment on a busy machine).
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement), SLOW);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  globals: { locale: 'ar' },
  args: {
    title: 'تأكيد بيانات الحساب البنكي وتحديث معلومات التحويل الشهري للمحفظة',
    text: 'سيتم تحويل رصيد محفظتك إلى الحساب البنكي المسجل في بداية كل شهر ميلادي، ويمكنك تعديل بيانات الحساب في أي وقت من صفحة الحساب البنكي، مع العلم أن التعديلات تسري على التحويلات القادمة فقط.',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await body.findByRole('dialog');
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth + 1);
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: {
    title: 'Banka hesabı bilgilerinin doğrulanması ve aylık cüzdan aktarımı ayarlarının güncellenmesi',
    text: 'Cüzdan bakiyeniz her ayın başında kayıtlı banka hesabınıza aktarılır.',
    openLabel: 'Pencereyi aç',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Kapat' })).toBeInTheDocument();
  },
};

/** A phone held sideways (740 × 360, from the 500 px breakpoint to the tablet's): the modal fills the screen, its content keeps the medium width in the middle. */
export const PhoneSideways: Story = {
  parameters: { testViewport: { width: 740, height: 360 } },
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: inLocale(localeArgs, globals).openLabel }));
    const dialog = await body.findByRole('dialog', { name: inLocale(localeArgs, globals).title }, SLOW);
    await expect(dialog.parentElement!.getBoundingClientRect().width).toBeGreaterThanOrEqual(window.innerWidth - 1);
    const content = dialog.getBoundingClientRect();
    await expect(content.width).toBeLessThanOrEqual(600);
    await expect(Math.abs(content.left + content.width / 2 - window.innerWidth / 2)).toBeLessThan(4);
  },
};

/** The same as PhoneSideways, in English. */
export const PhoneSidewaysEnglish: Story = { ...PhoneSideways, globals: { locale: 'en' } };

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { title: 'Sign in', text: 'Enter your mobile number and we will text you a code.', openLabel: 'Open' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open' }));
    await expect(await body.findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    await userEvent.click(within(body.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
