import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { ImageUpload } from '../../design-system';
import { inLocale, messageOf, perLocale } from './support/sample';

// A 1×1 transparent PNG, so the preview really loads.
const PIXEL = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (c) => c.charCodeAt(0));
const png = (name: string) => new File([PIXEL], name, { type: 'image/png' });
const fileInput = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
// The picker only offers images (`accept`); a user can still choose "all files", which is what this simulates.
const anyFile = userEvent.setup({ applyAccept: false });

/** The component's own words (its buttons, the format error) in the story's language, as a pattern. */
const said = (loaded: Record<string, unknown>, id: 'change' | 'choose' | 'remove' | 'unsupported') => new RegExp(messageOf(loaded, `ds.forms.image.${id}`).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

// Sample data per locale (support/sample.ts): a story shown in English shows English text.
const localeArgs = perLocale({
  ar: { label: 'شعار الصالون', description: 'يظهر في صفحة الحجز وفي الرسائل.' },
  en: { label: 'Salon logo', description: 'Shown on the booking page and in messages.' },
  tr: { label: 'Salon logosu', description: 'Rezervasyon sayfasında ve mesajlarda görünür.' },
  ur: { label: 'سیلون کا لوگو', description: 'بکنگ کے صفحے اور پیغامات میں نظر آتا ہے۔' },
});
const currentLogo = perLocale({ ar: { previewAlt: 'شعار صالون الأناقة الحالي' }, en: { previewAlt: 'The Elegance salon’s current logo' }, tr: { previewAlt: 'Zarafet salonunun mevcut logosu' }, ur: { previewAlt: 'ایلیگنس سیلون کا موجودہ لوگو' } });
const logoRequired = perLocale({
  ar: { errorMessage: 'الشعار مطلوب لتفعيل صفحة الحجز.' },
  en: { errorMessage: 'A logo is needed to turn on the booking page.' },
  tr: { errorMessage: 'Rezervasyon sayfasını açmak için logo gerekli.' },
  ur: { errorMessage: 'بکنگ کا صفحہ فعال کرنے کے لیے لوگو ضروری ہے۔' },
});

const meta = {
  title: 'Design system/Forms/ImageUpload',
  component: ImageUpload,
  args: { ...localeArgs.ar, onChange: fn() },
  argTypes: { isRequired: { control: 'boolean' }, isDisabled: { control: 'boolean' }, isInvalid: { control: 'boolean' } },
  parameters: {
    localeArgs,
    // Shown at the width it has in a page, not across the whole canvas.
    frame: 'form',
    docs: {
      description: {
        component:
          'One image: salon logo or cover, barber photo, service image. Choose it with the button (a React Aria FileTrigger; the picker offers images first) or drop it on the zone (a React Aria DropZone, which also has a keyboard-accessible drop target). Accepted: png, jpg, jpeg, svg, gif, judged by the file name\'s extension in any letter case (`isSupportedImage`); anything else shows the translated "Unsupported image format" error and clears the image. The preview is an object URL, revoked when the image changes or the field goes away. "Remove image" clears it and returns focus to the choose button. `value` may be a `File` or the URL of the current image. Server errors for `name` show under the zone. Instead: For a picture that is only shown use Avatar or Card; for a document that is not an image there is no component yet.',
      },
    },
  },
} satisfies Meta<typeof ImageUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default state, every prop a control. */
export const Playground: Story = {
  play: async ({ args, canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: said(loaded, 'choose') })).toBeInTheDocument();
    await userEvent.upload(fileInput(canvasElement), png('logo.PNG'));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'logo.PNG' }));
    const preview = await canvas.findByRole('img', { name: 'logo.PNG' });
    await expect(preview.getAttribute('src')).toMatch(/^blob:/);
    await expect(canvas.getByRole('button', { name: said(loaded, 'change') })).toBeInTheDocument();
  },
};

/** A file that is not a supported image: refused with a message. */
export const UnsupportedFormat: Story = {
  play: async ({ args, canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), png('logo.png'));
    await canvas.findByRole('img', { name: 'logo.png' });
    await anyFile.upload(fileInput(canvasElement), new File(['%PDF'], 'price-list.pdf', { type: 'application/pdf' }));
    await expect(await canvas.findByText(messageOf(loaded, 'ds.forms.image.unsupported'))).toBeVisible();
    // The image is cleared.
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByRole('button', { name: said(loaded, 'choose') })).toHaveAccessibleDescription(said(loaded, 'unsupported'));
    // A good file afterwards clears the error.
    await userEvent.upload(fileInput(canvasElement), png('logo.jpeg.png'));
    await expect(canvas.queryByText(said(loaded, 'unsupported'))).not.toBeInTheDocument();
  },
};

/** The chosen image removed: the preview goes. */
export const RemoveRevokesPreview: Story = {
  play: async ({ args, canvasElement, loaded }) => {
    const revoke = spyOn(URL, 'revokeObjectURL');
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), png('first.png'));
    const first = (await canvas.findByRole('img')).getAttribute('src');
    await userEvent.upload(fileInput(canvasElement), png('second.gif'));
    await waitFor(() => expect(revoke).toHaveBeenCalledWith(first));
    const second = canvas.getByRole('img').getAttribute('src');
    // Keyboard: Tab to "Remove image" and press Enter.
    canvas.getByRole('button', { name: said(loaded, 'change') }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: said(loaded, 'remove') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(revoke).toHaveBeenCalledWith(second);
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(canvas.getByRole('button', { name: said(loaded, 'choose') })).toHaveFocus());
    revoke.mockRestore();
  },
};

/** An image already saved, shown with replace and remove. */
export const CurrentImage: Story = {
  args: { defaultValue: `data:image/png;base64,${btoa(String.fromCharCode(...PIXEL))}`, ...currentLogo.ar },
  parameters: { localeArgs: currentLogo },
  play: async ({ canvasElement, globals }) => {
    await expect(await within(canvasElement).findByRole('img', { name: inLocale(currentLogo, globals).previewAlt })).toBeVisible();
  },
};

/** Under the pointer. */
export const Hovered: Story = {
  play: async ({ canvasElement, loaded }) => {
    const button = within(canvasElement).getByRole('button', { name: said(loaded, 'choose') });
    await userEvent.hover(button);
    await expect(button).toHaveAttribute('data-hovered', 'true');
  },
};

/** Focused from the keyboard: the focus ring shows. */
export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const focused = document.activeElement as HTMLElement;
    await expect(canvasElement).toContainElement(focused);
  },
};

/** Invalid: the error message shown and tied to the field. */
export const Invalid: Story = {
  args: { isInvalid: true, ...logoRequired.ar, isRequired: true },
  parameters: { localeArgs: logoRequired },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(inLocale(logoRequired, globals).errorMessage)).toBeVisible();
  },
};

/** Disabled: dimmed and not operable. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, loaded }) => {
    await expect(within(canvasElement).getByRole('button', { name: said(loaded, 'choose') })).toBeDisabled();
  },
};

/** Long Turkish words: nothing overflows or overlaps. */
export const LongTurkishText: Story = {
  globals: { locale: 'tr' },
  args: { label: 'Rezervasyon sayfasında görünecek salon logosu', description: 'Kare bir görsel önerilir.' },
  play: async ({ canvasElement }) => {
    await anyFile.upload(fileInput(canvasElement), new File(['x'], 'logo.webp', { type: 'image/webp' }));
    await expect(await within(canvasElement).findByText(/Desteklenmeyen görsel biçimi/)).toBeVisible();
  },
};

/** In English, left to right, with English sample data. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Salon logo', description: 'Shown on the booking page.' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), png('logo.svg'));
    await expect(await canvas.findByRole('button', { name: /Remove image/ })).toBeInTheDocument();
    await expect(canvas.getByText('PNG, JPG, JPEG, SVG or GIF')).toBeVisible();
  },
};
