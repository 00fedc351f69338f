import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, Dialog, DialogTrigger, Modal, type DialogProps } from '../../design-system';
import { inLocale, messageOf, perLocale } from './support/sample';

const body = within(document.body);

interface DialogDemoProps extends Pick<DialogProps, 'title' | 'description' | 'hideCloseButton'> {
  paragraphs: number;
  withFooter: boolean;
  onSave: () => void;
  /** The demo's own words: its opening button, its actions and its content. */
  words: { open: string; cancel: string; save: string; paragraph: string };
}

function DialogDemo({ paragraphs, withFooter, onSave, words, ...props }: DialogDemoProps) {
  return (
    <DialogTrigger>
      <Button>{words.open}</Button>
      <Modal>
        <Dialog
          {...props}
          footer={
            withFooter
              ? ({ close }) => (
                  <>
                    <Button tone="neutral" onPress={close}>
                      {words.cancel}
                    </Button>
                    <Button
                      onPress={() => {
                        onSave();
                        close();
                      }}
                    >
                      {words.save}
                    </Button>
                  </>
                )
              : undefined
          }
        >
          {Array.from({ length: paragraphs }, (_, i) => (
            <p key={i} style={{ margin: 0 }}>
              {words.paragraph}
            </p>
          ))}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const localeArgs = perLocale({
  ar: {
    title: 'إعدادات الغرفة',
    description: 'اختر الكاميرا والميكروفون قبل بدء الجلسة.',
    words: { open: 'افتح', cancel: 'إلغاء', save: 'حفظ', paragraph: 'يمكن للعميل اختيار الحلاق والخدمة والوقت المناسب، وتصلك الحجوزات الجديدة فور إنشائها.' },
  },
  en: {
    title: 'Room settings',
    description: 'Choose a camera and microphone before the session starts.',
    words: { open: 'Open', cancel: 'Cancel', save: 'Save', paragraph: 'Clients choose the barber, the service and a time that suits them, and new reservations reach you as soon as they are made.' },
  },
  tr: {
    title: 'Oda ayarları',
    description: 'Oturum başlamadan önce kamerayı ve mikrofonu seçin.',
    words: { open: 'Aç', cancel: 'İptal', save: 'Kaydet', paragraph: 'Müşteri berberi, hizmeti ve uygun saati seçebilir; yeni rezervasyonlar oluşturulur oluşturulmaz size ulaşır.' },
  },
  ur: {
    title: 'کمرے کی ترتیبات',
    description: 'سیشن شروع ہونے سے پہلے کیمرا اور مائیکروفون منتخب کریں۔',
    words: { open: 'کھولیں', cancel: 'منسوخ کریں', save: 'محفوظ کریں', paragraph: 'کلائنٹ حجام، سروس اور مناسب وقت منتخب کر سکتا ہے، اور نئی بکنگز بنتے ہی آپ تک پہنچ جاتی ہیں۔' },
  },
});

const meta = {
  title: 'Design system/Overlays/Dialog',
  component: DialogDemo,
  args: {
    ...localeArgs.ar,
    hideCloseButton: false,
    paragraphs: 1,
    withFooter: true,
    onSave: fn(),
  },
  parameters: {
    localeArgs,
    docs: {
      description: {
        component:
          'The content of a Modal (or Popover): a title (React Aria `Heading slot="title"`, which names the dialog), an optional description, the content, optional footer actions and a close button named in the current language. `children` and `footer` may be functions that receive `close`. Hide the close button only when the footer offers a way out. On long content the body scrolls and the title and actions stay in view. For confirmations of destructive actions use AlertDialog.',
      },
    },
  },
} satisfies Meta<typeof DialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ args, canvasElement, globals }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: inLocale(localeArgs, globals).words.open }));
    const dialog = await body.findByRole('dialog', { name: inLocale(localeArgs, globals).title });
    await expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent(inLocale(localeArgs, globals).title);
    await userEvent.click(within(dialog).getByRole('button', { name: inLocale(localeArgs, globals).words.save }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Its actions operated from the keyboard. */
export const KeyboardActions: Story = {
  play: async ({ args, canvasElement, globals, loaded }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog');
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: messageOf(loaded, 'ds.overlays.close') })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    const save = within(dialog).getByRole('button', { name: inLocale(localeArgs, globals).words.save });
    await expect(save).toHaveFocus();
    await expect(save).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(canvasElement).getByRole('button')).toHaveFocus());
  },
};

/** Without a close button: only its actions close it. */
export const WithoutCloseButton: Story = {
  args: { hideCloseButton: true },
  play: async ({ canvasElement, globals, loaded }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).queryByRole('button', { name: messageOf(loaded, 'ds.overlays.close') })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: inLocale(localeArgs, globals).words.cancel }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Content longer than the screen: the body scrolls, header and actions stay. */
export const ScrollingContent: Story = {
  args: { paragraphs: 40 },
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await body.findByRole('dialog');
    const save = within(dialog).getByRole('button', { name: inLocale(localeArgs, globals).words.save });
    // The actions stay on screen however long the content is.
    await expect(save.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

/** Long Arabic words: nothing overflows or overlaps. */
export const LongArabicText: Story = {
  globals: { locale: 'ar' },
  args: {
    title: 'اختيار الكاميرا والميكروفون واختبار صوت السماعة قبل الانضمام إلى جلسة الاستشارة المرئية',
    description: 'تأكد من أن المتصفح يملك صلاحية الوصول إلى الكاميرا والميكروفون، ثم شغّل صوت الاختبار للتأكد من عمل السماعة.',
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
    title: 'Görüntülü danışmanlık oturumuna katılmadan önce kamera ve mikrofon seçimi',
    description: 'Tarayıcının kameraya ve mikrofona erişim izni olduğundan emin olun.',
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { title: 'Room settings', description: 'Choose a camera and microphone before the session starts.' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await body.findByRole('dialog', { name: 'Room settings' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    // The close button sits at the inline end: the right in English.
    await expect(close.getBoundingClientRect().left).toBeGreaterThan(dialog.getBoundingClientRect().left + dialog.clientWidth / 2);
  },
};
