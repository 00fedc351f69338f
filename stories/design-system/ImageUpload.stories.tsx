import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { ImageUpload } from '../../design-system';

// A 1×1 transparent PNG, so the preview really loads.
const PIXEL = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (c) => c.charCodeAt(0));
const png = (name: string) => new File([PIXEL], name, { type: 'image/png' });
const fileInput = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
// The picker only offers images (`accept`); a user can still choose "all files", which is what this simulates.
const anyFile = userEvent.setup({ applyAccept: false });

const meta = {
  title: 'Design system/Forms/ImageUpload',
  component: ImageUpload,
  args: { label: 'شعار الصالون', description: 'يظهر في صفحة الحجز وفي الرسائل.', onChange: fn() },
  argTypes: { isRequired: { control: 'boolean' }, isDisabled: { control: 'boolean' }, isInvalid: { control: 'boolean' } },
  parameters: {
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
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /اختيار صورة/ })).toBeInTheDocument();
    await userEvent.upload(fileInput(canvasElement), png('logo.PNG'));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'logo.PNG' }));
    const preview = await canvas.findByRole('img', { name: 'logo.PNG' });
    await expect(preview.getAttribute('src')).toMatch(/^blob:/);
    await expect(canvas.getByRole('button', { name: /تغيير الصورة/ })).toBeInTheDocument();
  },
};

/** A file that is not a supported image: refused with a message. */
export const UnsupportedFormat: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), png('logo.png'));
    await canvas.findByRole('img', { name: 'logo.png' });
    await anyFile.upload(fileInput(canvasElement), new File(['%PDF'], 'price-list.pdf', { type: 'application/pdf' }));
    await expect(await canvas.findByText('صيغة الصورة غير مدعومة. اختر ملفًا بصيغة PNG أو JPG أو JPEG أو SVG أو GIF.')).toBeVisible();
    // The image is cleared.
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByRole('button', { name: /اختيار صورة/ })).toHaveAccessibleDescription(/صيغة الصورة غير مدعومة/);
    // A good file afterwards clears the error.
    await userEvent.upload(fileInput(canvasElement), png('logo.jpeg.png'));
    await expect(canvas.queryByText(/صيغة الصورة غير مدعومة/)).not.toBeInTheDocument();
  },
};

/** The chosen image removed: the preview goes. */
export const RemoveRevokesPreview: Story = {
  play: async ({ args, canvasElement }) => {
    const revoke = spyOn(URL, 'revokeObjectURL');
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), png('first.png'));
    const first = (await canvas.findByRole('img')).getAttribute('src');
    await userEvent.upload(fileInput(canvasElement), png('second.gif'));
    await waitFor(() => expect(revoke).toHaveBeenCalledWith(first));
    const second = canvas.getByRole('img').getAttribute('src');
    // Keyboard: Tab to "Remove image" and press Enter.
    canvas.getByRole('button', { name: /تغيير الصورة/ }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /إزالة الصورة/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(revoke).toHaveBeenCalledWith(second);
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(canvas.getByRole('button', { name: /اختيار صورة/ })).toHaveFocus());
    revoke.mockRestore();
  },
};

/** An image already saved, shown with replace and remove. */
export const CurrentImage: Story = {
  args: { defaultValue: `data:image/png;base64,${btoa(String.fromCharCode(...PIXEL))}`, previewAlt: 'شعار صالون الأناقة الحالي' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('img', { name: 'شعار صالون الأناقة الحالي' })).toBeVisible();
  },
};

/** Under the pointer. */
export const Hovered: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /اختيار صورة/ });
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
  args: { isInvalid: true, errorMessage: 'الشعار مطلوب لتفعيل صفحة الحجز.', isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('الشعار مطلوب لتفعيل صفحة الحجز.')).toBeVisible();
  },
};

/** Disabled: dimmed and not operable. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /اختيار صورة/ })).toBeDisabled();
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
