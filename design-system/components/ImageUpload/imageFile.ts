/** The image types the product accepts, judged by the file name's extension (the spec's rule). */
const supportedImageExtensions = ['png', 'jpg', 'jpeg', 'svg', 'gif'] as const;

/** For the file picker's `accept`: offers only these files (the user can still pick others). */
export const acceptedImageTypes = supportedImageExtensions.map((extension) => `.${extension}`);

/** The extension of a file name, lower case, without the dot (`Logo.PNG` → `png`); '' when there is none. */
export function fileExtension(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot < 0 || dot === base.length - 1 ? '' : base.slice(dot + 1).toLowerCase();
}

/** Whether a file may be used as an image: png, jpg, jpeg, svg or gif by extension, any letter case. */
export function isSupportedImage(file: { name: string }): boolean {
  return (supportedImageExtensions as readonly string[]).includes(fileExtension(file.name));
}
